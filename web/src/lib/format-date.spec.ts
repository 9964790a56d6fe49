import { fullDate, longDate, relativeDate, shortDate } from './format-date';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeDate', () => {
  it.each([
    [10, 'just now'],
    [-10, 'just now'],
    [50, '50 seconds ago'],
    [120, '2 minutes ago'],
    [-120, 'in 2 minutes'],
    [60 * 60, '1 hour ago'],
    [5 * 60 * 60, '5 hours ago'],
    [24 * 60 * 60, 'yesterday'],
    [-24 * 60 * 60, 'tomorrow'],
    [3 * 24 * 60 * 60, '3 days ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(relativeDate(ago(seconds), now)).toBe(text);
  });

  it('gives the date itself after a week', () => {
    expect(relativeDate('2026-11-01T12:00:00.000Z', now)).toBe('Nov 1, 2026');
  });

  it('reads as Intl.RelativeTimeFormat would, from a minute to a week', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const units = [
      ['second', 1],
      ['minute', 60],
      ['hour', 3600],
      ['day', 86_400],
    ] as const;
    for (const [unit, seconds] of units) {
      for (let value = -59; value <= 59; value += 1) {
        const delta = value * seconds;
        const limit = { second: 60, minute: 3600, hour: 86_400, day: 7 * 86_400 }[unit];
        const floor = { second: 45, minute: 60, hour: 3600, day: 86_400 }[unit];
        if (Math.abs(delta) < floor || Math.abs(delta) >= limit) continue;
        expect(relativeDate(ago(-delta), now)).toBe(intl.format(value, unit));
      }
    }
  });
});

describe('the dates written out', () => {
  // Every month and weekday, both halves of the day, midnight and noon, one- and two-digit days and
  // minutes; in the time zone the tests run in, as the reader's.
  const instants = Array.from({ length: 400 }, (_, index) =>
    new Date(Date.UTC(2024, 0, 1) + index * 22.37 * 3600 * 1000 + index * 61_000).toISOString(),
  );

  it('reads as Intl writes them in English', () => {
    const full = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' });
    const long = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' });
    const short = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    for (const iso of instants) {
      const date = new Date(iso);
      // Some ICU versions put a narrow no-break space before AM/PM, others a space.
      const intl = [full, long, short].map((format) => format.format(date).replace(/\u202f/g, ' '));
      expect([fullDate(iso), longDate(iso), shortDate(iso)]).toEqual(intl);
    }
  });
});
