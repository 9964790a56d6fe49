/** A formatter made on first use: building one loads locale data, which costs main-thread time. */
function lazily<F>(make: () => F): () => F {
  let made: F | undefined;
  return () => (made ??= make());
}

const relative = lazily(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const full = lazily(() => new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }));
const long = lazily(() => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }));
const short = lazily(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }));

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** "5 minutes ago", "yesterday", … up to a week; then the date itself. */
export function relativeDate(iso: string, now = Date.now()): string {
  const date = new Date(iso);
  let delta = (date.getTime() - now) / 1000;
  if (Math.abs(delta) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) < size) return relative().format(Math.round(delta), unit);
    delta /= size;
  }
  return short().format(date);
}

/** The full date, for a title or a screen reader. */
export function fullDate(iso: string): string {
  return full().format(new Date(iso));
}

/** The date without the weekday ("November 22, 2026 at 8:55 PM"): fits one line on a phone. */
export function longDate(iso: string): string {
  return long().format(new Date(iso));
}

/** The day alone ("Nov 22, 2026"), for tables. */
export function shortDate(iso: string): string {
  return short().format(new Date(iso));
}
