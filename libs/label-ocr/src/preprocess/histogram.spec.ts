import { histogramOf, otsuThreshold, percentile } from './histogram';

describe('histograms', () => {
  it('counts values into 256 bins, clamping the ends', () => {
    const bins = histogramOf([0, 0, 3, 255, 300, -4]);
    expect(bins[0]).toBe(3);
    expect(bins[3]).toBe(1);
    expect(bins[255]).toBe(2);
  });

  it('finds percentiles, optionally above a floor', () => {
    const bins = histogramOf([10, 20, 30, 40, 50]);
    expect(percentile(bins, 0.5)).toBe(30);
    expect(percentile(bins, 1)).toBe(50);
    expect(percentile(bins, 0.5, 35)).toBe(40);
  });

  it('splits two clusters with Otsu', () => {
    const values = [...Array<number>(500).fill(40), ...Array<number>(500).fill(200), 45, 190];
    const threshold = otsuThreshold(histogramOf(values));
    expect(threshold).toBeGreaterThanOrEqual(45);
    expect(threshold).toBeLessThan(190);
  });
});
