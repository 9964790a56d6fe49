/** One slice of a donut drawn as a stroked circle: where its dash starts and how long it is (in % of the ring). */
export interface DonutSlice {
  start: number;
  length: number;
}

/** Slices in order, each a share of 100 of the total; none for an empty total. */
export function donutSlices(values: readonly number[]): DonutSlice[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return [];
  let start = 0;
  return values.map((value) => {
    const length = (value / total) * 100;
    const slice = { start, length };
    start += length;
    return slice;
  });
}

/** A bar's height or width in % of the largest value (0 when everything is 0). */
export function barPercent(value: number, max: number): number {
  return max > 0 ? (value / max) * 100 : 0;
}
