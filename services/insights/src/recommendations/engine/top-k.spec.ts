import { TopKRows } from './top-k';

describe('TopKRows', () => {
  it('keeps the k best per row, best first, a tie going to the lower id', () => {
    const rows = new TopKRows(2, 3);
    for (const [id, score] of [
      [1, 0.2],
      [2, 0.9],
      [3, 0.5],
      [4, 0.1],
      [5, 0.5],
      [6, 0.7],
      [0, 0.5],
    ] as const)
      rows.offer(0, id, score);
    rows.offer(1, 9, 0.3);
    expect(rows.row(0)).toEqual([
      { id: 2, score: 0.9 },
      { id: 6, score: 0.7 },
      { id: 0, score: 0.5 },
    ]);
    expect(rows.row(1)).toEqual([{ id: 9, score: 0.3 }]);
  });

  it('agrees with a full sort on random offers', () => {
    let state = 7;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rows = new TopKRows(1, 10);
    const all: { id: number; score: number }[] = [];
    for (let id = 0; id < 500; id++) {
      const score = Math.round(next() * 50) / 50;
      all.push({ id, score });
      rows.offer(0, id, score);
    }
    expect(rows.row(0)).toEqual(all.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, 10));
  });

  it('refuses a k below 1', () => {
    expect(() => new TopKRows(1, 0)).toThrow(RangeError);
  });
});
