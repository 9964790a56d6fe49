// Roast wordings reduced to the five levels ("Light-Medium" and "Medium Light" are the same;
// traditional names such as Full City and French count too).
import type { RoastLevel } from '../label-fields';

const MEDIUM = /\bmed(?:ium)?\b|\bcity\b/i;
const LIGHT = /\blight\b|\bcinnamon\b|\bnordic\b|\bblonde?\b/i;
const DARK = /\bdark\b|\bfrench\b|\bitalian\b|\bvienna\b/i;
const FULL_CITY = /\bfull[\s-]*city\b/i;

/** The level a wording names, or null when it names none. */
export function roastLevelOf(text: string): RoastLevel | null {
  if (FULL_CITY.test(text)) return 'Medium-Dark';
  const medium = MEDIUM.test(text);
  if (LIGHT.test(text)) return medium ? 'Medium-Light' : 'Light';
  if (DARK.test(text)) return medium ? 'Medium-Dark' : 'Dark';
  return medium ? 'Medium' : null;
}

/** An unlabelled mention must say "roast" ("Light Roast"), or "Light" alone could be a name. */
export function unlabelledRoastLevelOf(text: string): RoastLevel | null {
  return /\broast\b/i.test(text) ? roastLevelOf(text) : null;
}
