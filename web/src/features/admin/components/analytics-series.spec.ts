import { bucketLabel, condenseSeries, labelStep, peak, periodLabel } from './analytics-series';

const day = (date: string, checkIns: number, newUsers = 0) => ({ bucket: date, checkIns, newUsers });

describe('bucketLabel', () => {
  it('shows days and hours (UTC) briefly', () => {
    expect(bucketLabel('2026-11-25')).toBe('Nov 25');
    expect(bucketLabel('2026-11-25T13:00:00.000Z')).toBe('13:00');
    expect(bucketLabel('week 48')).toBe('week 48');
  });
});

describe('condenseSeries', () => {
  it('keeps a short series as it is', () => {
    expect(condenseSeries([day('2026-11-24', 2, 1), day('2026-11-25', 3)])).toEqual([
      { label: 'Nov 24', shortLabel: 'Nov 24', checkIns: 2, newUsers: 1 },
      { label: 'Nov 25', shortLabel: 'Nov 25', checkIns: 3, newUsers: 0 },
    ]);
  });

  it('adds up a long series in equal groups', () => {
    const year = Array.from({ length: 366 }, (_, index) =>
      day(new Date(Date.UTC(2025, 10, 25 + index)).toISOString().slice(0, 10), 1, index % 2),
    );
    const points = condenseSeries(year);
    expect(points).toHaveLength(53);
    expect(points[0]).toEqual({ label: 'Nov 25 – Dec 1', shortLabel: 'Nov 25', checkIns: 7, newUsers: 3 });
    expect(points.reduce((sum, point) => sum + point.checkIns, 0)).toBe(366);
  });
});

describe('labelStep and peak', () => {
  it('labels about eight bars', () => {
    expect(labelStep(7)).toBe(1);
    expect(labelStep(24)).toBe(3);
    expect(labelStep(31)).toBe(4);
  });

  it('finds the busiest bar, or none', () => {
    const points = condenseSeries([day('2026-11-24', 2), day('2026-11-25', 5), day('2026-11-26', 5)]);
    expect(peak(points, 'checkIns')?.label).toBe('Nov 25');
    expect(peak(points, 'newUsers')).toBeNull();
  });
});

describe('periodLabel', () => {
  // Intl puts thin spaces around the dash.
  const label = (start: string, end: string) => periodLabel(start, end).replace(/\s/g, ' ');

  it('shows the period as one range of days', () => {
    expect(label('2026-11-19', '2026-11-25')).toBe('Nov 19 – 25, 2026');
    expect(label('2025-12-30', '2026-01-02')).toBe('Dec 30, 2025 – Jan 2, 2026');
    expect(label('2026-11-25', '2026-11-25')).toBe('Nov 25, 2026');
    expect(label('2026-11-25T00:00:00.000Z', '2026-11-25T23:59:59.999Z')).toBe('Nov 25, 2026');
  });
});
