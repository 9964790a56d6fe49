/**
 * One spelling per coffee and roaster, so "Square Mile" and " square  MILE" or "Café" and "Cafe"
 * count as the same: accents stripped, lower-cased, runs of white space made one space.
 */
export function normalizedKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function roasterKey(roaster: string): string {
  return normalizedKey(roaster);
}

/** A coffee is its name at its roaster; a newline never survives normalisation, so it separates the two. */
export function coffeeKey(coffeeName: string, roaster: string): string {
  return `${roasterKey(roaster)}\n${normalizedKey(coffeeName)}`;
}
