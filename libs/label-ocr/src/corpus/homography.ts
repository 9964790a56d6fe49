// The projective map between four point pairs: how a flat label looks when photographed at an
// angle. Used backwards (photo pixel -> label pixel) to resample the label: a point (x, y) maps
// to ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w) with w = h6 x + h7 y + 1.

export interface Point {
  x: number;
  y: number;
}

/** Row-major 3x3 matrix with h[8] = 1. */
export type Homography = readonly number[];

/** The homography taking each `from[i]` to `to[i]` (four pairs, no three points collinear). */
export function solveHomography(from: readonly Point[], to: readonly Point[]): Homography {
  if (from.length !== 4 || to.length !== 4) throw new Error('a homography needs exactly four point pairs');
  // Each pair gives two linear equations in h0..h7.
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i] as Point;
    const { x: u, y: v } = to[i] as Point;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  return [...solveLinear(rows), 1];
}

/** Gaussian elimination with partial pivoting on an augmented n x (n+1) matrix. */
function solveLinear(augmented: number[][]): number[] {
  const n = augmented.length;
  const m = augmented.map((row) => [...row]);
  const at = (r: number, c: number) => (m[r] as number[])[c] as number;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(at(r, col)) > Math.abs(at(pivot, col))) pivot = r;
    if (Math.abs(at(pivot, col)) < 1e-12) throw new Error('degenerate point configuration');
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const pivotRow = m[col] as number[];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const factor = (row[col] as number) / (pivotRow[col] as number);
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - factor * (pivotRow[c] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}
