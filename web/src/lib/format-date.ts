// English dates written out by hand rather than with Intl: the first Intl formatter a page makes
// loads the locale data, about 20 ms of main thread on a desktop and four times that on a phone,
// and the feed's cards are on the first screen (ADR 0041). The app's text is English throughout;
// the spec checks these against Intl's `en` output.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Each unit of "… ago" and how many of it make the next one, up to a week. */
const UNITS = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
] as const;

/** "5 minutes ago", "in 1 hour", "yesterday": as Intl.RelativeTimeFormat('en', { numeric: 'auto' }). */
function relativeTime(value: number, unit: (typeof UNITS)[number][0]): string {
  if (unit === 'day' && Math.abs(value) <= 1) return ['yesterday', 'today', 'tomorrow'][value + 1] ?? '';
  if (value === 0) return unit === 'second' ? 'now' : `this ${unit}`;
  const amount = `${Math.abs(value)} ${unit}${Math.abs(value) === 1 ? '' : 's'}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}

/** "9:05 AM", in the reader's time zone. */
function clockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "November 22, 2026" */
function monthDayYear(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "5 minutes ago", "yesterday", … up to a week; then the date itself. */
export function relativeDate(iso: string, now = Date.now()): string {
  const date = new Date(iso);
  let delta = (date.getTime() - now) / 1000;
  if (Math.abs(delta) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) < size) return relativeTime(Math.round(delta), unit);
    delta /= size;
  }
  return shortDate(iso);
}

/** The full date ("Sunday, November 22, 2026 at 8:55 PM"), for a title or a screen reader. */
export function fullDate(iso: string): string {
  const date = new Date(iso);
  return `${WEEKDAYS[date.getDay()]}, ${monthDayYear(date)} at ${clockTime(date)}`;
}

/** The date without the weekday ("November 22, 2026 at 8:55 PM"): fits one line on a phone. */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return `${monthDayYear(date)} at ${clockTime(date)}`;
}

/** The day alone ("Nov 22, 2026"), for tables. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]?.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}
