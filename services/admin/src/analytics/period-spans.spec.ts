import { periodSpans } from './period-spans';

/** Every day a set of spans covers, to compare with the period's own days. */
function coveredDays(spans: ReturnType<typeof periodSpans>): string[] {
  const days: string[] = [...spans.days];
  const add = (first: string, count: number) => {
    for (let offset = 0; offset < count; offset += 1)
      days.push(new Date(Date.parse(`${first}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10));
  };
  for (const week of spans.weeks) add(week, 7);
  for (const month of spans.months) {
    const date = new Date(`${month}T00:00:00Z`);
    add(month, new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate());
  }
  return days.sort();
}

describe('periodSpans', () => {
  it('cuts a period into whole months, then whole ISO weeks, then days', () => {
    // 2026-01-05 is a Monday, 2026-03-01 a Sunday; a week that would reach into February is left as days.
    expect(periodSpans('2026-01-05', '2026-03-15')).toEqual({
      months: ['2026-02-01'],
      weeks: ['2026-01-05', '2026-01-12', '2026-01-19', '2026-03-02', '2026-03-09'],
      days: [
        '2026-01-26',
        '2026-01-27',
        '2026-01-28',
        '2026-01-29',
        '2026-01-30',
        '2026-01-31',
        '2026-03-01',
      ],
    });
  });

  it('covers every day of any period exactly once', () => {
    for (const [start, end] of [
      ['2025-11-26', '2026-11-25'],
      ['2026-02-01', '2026-02-28'],
      ['2024-02-01', '2024-02-29'],
      ['2026-11-19', '2026-11-25'],
      ['2026-11-25', '2026-11-25'],
      ['2026-12-28', '2027-01-10'],
    ] as const) {
      const spans = periodSpans(start, end);
      const expected: string[] = [];
      for (let ms = Date.parse(`${start}T00:00:00Z`); ms <= Date.parse(`${end}T00:00:00Z`); ms += 86_400_000)
        expected.push(new Date(ms).toISOString().slice(0, 10));
      expect(coveredDays(spans)).toEqual(expected);
    }
  });

  it('reads a year as 12 months at most and a handful of weeks and days', () => {
    const spans = periodSpans('2025-11-26', '2026-11-25');
    expect(spans.months).toHaveLength(11);
    expect(spans.weeks.length + spans.days.length).toBeLessThanOrEqual(20);
  });
});
