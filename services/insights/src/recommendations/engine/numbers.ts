// Small numeric and ordering helpers the engine's modules share.

/** Rounded to one decimal (4.25 → 4.3); -0 becomes 0. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10 + 0;
}

/** The arithmetic mean, or null for no values. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** `5★`, `4.5★`: a rating to one decimal, without a trailing `.0`. */
export function stars(rating: number): string {
  return `${round1(rating)}★`;
}

/** Code-unit order, the same on every machine (no locale). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `A`, `A and B`, `A, B and C`. */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
