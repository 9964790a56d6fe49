import { percentile, rankingFigures } from './metrics';

describe('ranking metrics', () => {
  it('counts hits within k and discounts them by rank', () => {
    const figures = rankingFigures([1, 3, null, 11], 10);
    expect(figures.hits).toBe(2);
    expect(figures.hitRate).toBe(0.5);
    expect(figures.ndcg).toBeCloseTo((1 + 1 / Math.log2(4)) / 4, 12);
  });

  it('is zero for nobody', () => {
    expect(rankingFigures([], 10)).toEqual({ hits: 0, hitRate: 0, ndcg: 0 });
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});
