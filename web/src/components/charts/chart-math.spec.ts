import { barPercent, donutSlices } from './chart-math';

describe('chart math', () => {
  it('cuts the donut into consecutive slices that fill the ring', () => {
    const slices = donutSlices([2, 1, 1]);
    expect(slices).toEqual([
      { start: 0, length: 50 },
      { start: 50, length: 25 },
      { start: 75, length: 25 },
    ]);
    expect(donutSlices([0, 0])).toEqual([]);
  });

  it('scales bars to the largest value', () => {
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(0, 0)).toBe(0);
  });
});
