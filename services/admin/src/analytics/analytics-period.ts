import { ANALYTICS_MAX_DAYS, type AnalyticsQuery } from '@crema/contracts/admin/analytics';

export interface PeriodDays {
  /** First and last UTC day, inclusive, as YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** Charts of one day go by the hour; longer periods by the day. */
  hourly: boolean;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The days a period covers, ending today (UTC): daily is today, weekly the last 7 days, monthly the
 * last 30; custom runs from its start date to its end date (today when absent). Undefined when a
 * custom period is longer than ANALYTICS_MAX_DAYS.
 */
export function periodDays(query: AnalyticsQuery, now: Date): PeriodDays | undefined {
  const today = dayOf(now.getTime());
  const back = (days: number) => dayOf(msOf(today) - days * DAY_MS);
  switch (query.period) {
    case 'daily':
      return { startDate: today, endDate: today, hourly: true };
    case 'weekly':
      return { startDate: back(6), endDate: today, hourly: false };
    case 'monthly':
      return { startDate: back(29), endDate: today, hourly: false };
    case 'custom': {
      const startDate = query.startDate ?? today;
      const endDate = query.endDate ?? (startDate > today ? startDate : today);
      const days = (msOf(endDate) - msOf(startDate)) / DAY_MS + 1;
      if (days > ANALYTICS_MAX_DAYS) return undefined;
      return { startDate, endDate, hourly: days === 1 };
    }
  }
}
