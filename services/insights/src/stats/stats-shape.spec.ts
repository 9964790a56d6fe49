import { lastMonths, noteColor, toUserStats, wholePercentages } from './stats-shape';

describe('stats shaping', () => {
  it('gives whole percentages that always sum to 100', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([2, 1])).toEqual([67, 33]);
    expect(wholePercentages([])).toEqual([]);
    expect(wholePercentages([0, 0])).toEqual([0, 0]);
    for (const counts of [[7, 3, 3, 1], [1, 1, 1, 1, 1, 1, 1], [999, 1], [5, 5, 5, 5, 5, 5]]) {
      expect(wholePercentages(counts).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it('lists the last 12 months oldest first across a year boundary', () => {
    const months = lastMonths(new Date('2026-02-15T12:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-03', name: 'Mar' });
    expect(months[11]).toEqual({ month: '2026-02', name: 'Feb' });
  });

  it('zero-fills months and colours each note with its fixed colour', () => {
    const stats = toUserStats(
      {
        totalCheckIns: 3,
        uniqueCoffees: 2,
        badgesCount: 1,
        brewMethods: [
          { name: 'Espresso', count: 2 },
          { name: 'Pour Over', count: 1 },
        ],
        notes: [{ name: 'Fruity', count: 2 }],
        perMonth: new Map([['2026-11', 3]]),
      },
      new Date('2026-11-23T00:00:00Z'),
    );
    expect(stats.topBrewMethods).toEqual([
      { name: 'Espresso', count: 2, percentage: 67 },
      { name: 'Pour Over', count: 1, percentage: 33 },
    ]);
    expect(stats.flavorProfile).toEqual([{ name: 'Fruity', count: 2, color: noteColor('Fruity') }]);
    expect(stats.monthlyActivity.map((month) => month.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
  });
});
