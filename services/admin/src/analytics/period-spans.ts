/**
 * A period cut into the coarsest counts that cover it exactly: whole calendar months, then whole
 * ISO weeks (Monday to Sunday) of what is left at either end, then single days. A year reads 12
 * month rows, a few weeks and at most a dozen days per name, however many check-ins it holds.
 */
export interface PeriodSpans {
  /** First days of whole months. */
  months: string[];
  /** Mondays of whole weeks. */
  weeks: string[];
  /** Single days. */
  days: string[];
}

const DAY_MS = 86_400_000;
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days from `first` to `last`, inclusive, as YYYY-MM-DD, in order. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let ms = msOf(first); ms <= msOf(last); ms += DAY_MS) days.push(dayOf(ms));
  return days;
}

/** Cuts [startDate, endDate] (inclusive UTC days, YYYY-MM-DD) into months, weeks and days. */
export function periodSpans(startDate: string, endDate: string): PeriodSpans {
  const spans: PeriodSpans = { months: [], weeks: [], days: [] };
  let pending: string[] = [];
  const flushWeeks = () => {
    // A run of days between months: its whole Monday-to-Sunday weeks, the rest day by day.
    let index = 0;
    while (index < pending.length) {
      const day = pending[index]!;
      const isMonday = new Date(msOf(day)).getUTCDay() === 1;
      if (isMonday && index + 6 < pending.length) {
        spans.weeks.push(day);
        index += 7;
      } else {
        spans.days.push(day);
        index += 1;
      }
    }
    pending = [];
  };
  const all = daysBetween(startDate, endDate);
  let index = 0;
  while (index < all.length) {
    const day = all[index]!;
    const date = new Date(msOf(day));
    const monthLength = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    if (date.getUTCDate() === 1 && index + monthLength - 1 < all.length) {
      flushWeeks();
      spans.months.push(day);
      index += monthLength;
    } else {
      pending.push(day);
      index += 1;
    }
  }
  flushWeeks();
  return spans;
}
