import { analyticsQuery } from '@crema/contracts/admin/analytics';
import { periodDays } from './analytics-period';

const now = new Date('2026-11-25T13:45:00Z');
const days = (query: Record<string, string>) => periodDays(analyticsQuery.parse(query), now);

describe('periodDays', () => {
  it('ends every fixed period today, in UTC', () => {
    expect(days({ period: 'daily' })).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-11-25',
      hourly: true,
    });
    expect(days({ period: 'weekly' })).toEqual({
      startDate: '2026-11-19',
      endDate: '2026-11-25',
      hourly: false,
    });
    expect(days({ period: 'monthly' })).toEqual({
      startDate: '2026-10-27',
      endDate: '2026-11-25',
      hourly: false,
    });
  });

  it('runs a custom period from its start to its end, or to today', () => {
    expect(days({ period: 'custom', startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      hourly: false,
    });
    expect(days({ period: 'custom', startDate: '2026-11-01' })?.endDate).toBe('2026-11-25');
    expect(days({ period: 'custom', startDate: '2026-03-08', endDate: '2026-03-08' })?.hourly).toBe(true);
  });

  it('refuses a custom period longer than a year', () => {
    expect(days({ period: 'custom', startDate: '2024-01-01', endDate: '2025-12-31' })).toBeUndefined();
  });

  it('is refused by the schema without a start date, or with an end before the start', () => {
    expect(analyticsQuery.safeParse({ period: 'custom' }).success).toBe(false);
    expect(
      analyticsQuery.safeParse({ period: 'custom', startDate: '2026-02-02', endDate: '2026-02-01' }).success,
    ).toBe(false);
    expect(analyticsQuery.safeParse({ period: 'custom', startDate: '2026-02-30' }).success).toBe(false);
  });
});
