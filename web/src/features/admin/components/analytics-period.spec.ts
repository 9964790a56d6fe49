import { analyticsRequest, CUSTOM_START_REQUIRED, utcToday } from './analytics-period';

describe('analyticsRequest', () => {
  it('sends only the period for daily, weekly and monthly', () => {
    for (const period of ['daily', 'weekly', 'monthly'] as const) {
      expect(analyticsRequest({ period, startDate: '2026-01-01', endDate: '' })).toEqual({
        ok: true,
        query: { period },
      });
    }
  });

  it('needs a start date for a custom period (SPEC §5)', () => {
    expect(analyticsRequest({ period: 'custom', startDate: '', endDate: '2026-11-01' })).toEqual({
      ok: false,
      field: 'startDate',
      message: CUSTOM_START_REQUIRED,
    });
    expect(CUSTOM_START_REQUIRED).toBe('Custom analytics period needs a start date');
  });

  it('sends the dates of a custom period; the end date may be left out', () => {
    expect(analyticsRequest({ period: 'custom', startDate: '2026-11-01', endDate: '2026-11-20' })).toEqual({
      ok: true,
      query: { period: 'custom', startDate: '2026-11-01', endDate: '2026-11-20' },
    });
    expect(
      analyticsRequest({ period: 'custom', startDate: '2026-11-01', endDate: '' }, '2026-11-25'),
    ).toEqual({
      ok: true,
      query: { period: 'custom', startDate: '2026-11-01' },
    });
  });

  it('refuses an end before the start and more than a year', () => {
    expect(analyticsRequest({ period: 'custom', startDate: '2026-11-20', endDate: '2026-11-01' })).toEqual({
      ok: false,
      field: 'endDate',
      message: 'The end date must not be before the start date',
    });
    expect(
      analyticsRequest({ period: 'custom', startDate: '2025-01-01', endDate: '2026-11-01' }),
    ).toMatchObject({
      ok: false,
      field: 'endDate',
    });
    expect(
      analyticsRequest({ period: 'custom', startDate: '2025-11-25', endDate: '2026-11-25' }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      analyticsRequest({ period: 'custom', startDate: '2024-01-01', endDate: '' }, '2026-11-25'),
    ).toMatchObject({
      ok: false,
    });
  });
});

describe('utcToday', () => {
  it('is the UTC calendar day', () => {
    expect(utcToday(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
  });
});
