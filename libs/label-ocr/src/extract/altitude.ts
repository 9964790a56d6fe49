// Growing altitudes: "1,900–2,100 masl", "1550 - 1850 m", "1.950 m.a.s.l.", "2,050m", "5,900 ft".
// Returned as "1900-2100 masl" (or "5900 ft").
import type { TextMatch } from './text-match';

const NUMBER = String.raw`\d{1,2}[,.\s]\d{3}|\d{3,4}`;
const UNIT = String.raw`m\.?\s?a\.?\s?s\.?\s?[l1i|\]t]?\.?|metres?|meters?|mts?|m|ft|feet`;
const ALTITUDE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${NUMBER})(?:\s?(?:~?-~?|to)\s?(${NUMBER}))?\s?(${UNIT})?(?![\p{L}\p{N}])`,
  'giu',
);

const metresRange = { min: 300, max: 3500 };
const feetRange = { min: 1000, max: 11500 };

/**
 * Altitudes on the line. Without a unit a number only counts when the line is labelled as an
 * altitude (`unitOptional`), since any four-digit number would do otherwise.
 */
export function findAltitudes(line: string, unitOptional = false): TextMatch[] {
  return [...line.matchAll(ALTITUDE)].flatMap((match) => {
    const unit = match[3];
    if (unit === undefined && !unitOptional) return [];
    const feet = unit !== undefined && /^f/i.test(unit);
    const low = Number((match[1] ?? '').replace(/[,.\s]/g, ''));
    const high = match[2] === undefined ? null : Number(match[2].replace(/[,.\s]/g, ''));
    const range = feet ? feetRange : metresRange;
    const plausible = (value: number) => value >= range.min && value <= range.max;
    if (!plausible(low) || (high !== null && (!plausible(high) || high <= low))) return [];
    const value = `${high === null ? low : `${low}-${high}`} ${feet ? 'ft' : 'masl'}`;
    return [{ value, index: match.index, length: match[0].length }];
  });
}
