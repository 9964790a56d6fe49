import { listing } from './numbers';
import type { CoffeeProfile } from './types';

/**
 * One human sentence from what the community logged about a coffee, e.g. "A light roast,
 * natural-process coffee from Ethiopia with Fruity, Floral and Berry notes." Whatever is unknown is
 * left out; with nothing known it names the roaster.
 */
export function describeCoffee(profile: CoffeeProfile): string {
  const qualities: string[] = [];
  if (profile.roastLevel) qualities.push(`${profile.roastLevel.toLowerCase()} roast`);
  if (profile.process && profile.process !== 'Other')
    qualities.push(`${profile.process.toLowerCase()}-process`);
  let sentence = qualities.length > 0 ? `${qualities.join(', ')} coffee` : 'coffee';
  if (profile.origin) sentence += ` from ${profile.origin}`;
  if (profile.notes.length > 0) sentence += ` with ${listing(profile.notes)} notes`;
  else if (!profile.origin && qualities.length === 0) sentence += ` roasted by ${profile.roaster}`;
  return `${/^[aeiou]/i.test(sentence) ? 'An' : 'A'} ${sentence}.`;
}
