import { solveHomography, type Point } from './homography';

const project = (h: readonly number[], { x, y }: Point): Point => {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, k = 0] = h;
  const w = g * x + k * y + 1;
  return { x: (a * x + b * y + c) / w, y: (d * x + e * y + f) / w };
};

describe('solveHomography', () => {
  it('maps each corner onto its partner, and keeps straight lines straight', () => {
    const from = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 60 },
      { x: 0, y: 60 },
    ];
    const to = [
      { x: 12, y: 8 },
      { x: 118, y: 3 },
      { x: 110, y: 75 },
      { x: 5, y: 66 },
    ];
    const h = solveHomography(from, to);
    from.forEach((point, i) => {
      const mapped = project(h, point);
      expect(mapped.x).toBeCloseTo((to[i] as Point).x, 6);
      expect(mapped.y).toBeCloseTo((to[i] as Point).y, 6);
    });
    // The middle of the top edge lands on the segment between the mapped top corners.
    const middle = project(h, { x: 50, y: 0 });
    const t = (middle.x - 12) / (118 - 12);
    expect(middle.y).toBeCloseTo(8 + t * (3 - 8), 6);
  });

  it('refuses degenerate input', () => {
    const line = [0, 1, 2, 3].map((i) => ({ x: i, y: i }));
    expect(() => solveHomography(line, line)).toThrow('degenerate');
    expect(() => solveHomography(line.slice(0, 3), line.slice(0, 3))).toThrow('four point pairs');
  });
});
