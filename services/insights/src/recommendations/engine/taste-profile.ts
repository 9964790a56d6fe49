import { neutralRating, type PersonCoffee } from './person-coffees';
import type { CoffeeProfile } from './types';

/** How much each kind of attribute counts in content similarity; they add up to 1. */
export const CONTENT_WEIGHTS = { notes: 0.35, roast: 0.2, origin: 0.2, process: 0.15, method: 0.1 } as const;
export type TasteKind = keyof typeof CONTENT_WEIGHTS;

/**
 * What the person likes, per kind and value (notes → Fruity, origin → ethiopia): the sum of their
 * coffees' ratings minus their neutral rating, divided by (coffees + 1) so one coffee does not make
 * a conviction. Positive means they like it, negative that they don't, in stars. Origins are keyed
 * by originKey.
 */
export type TasteProfile = Readonly<Record<TasteKind, ReadonlyMap<string, number>>>;

/** Origins are free text: compared trimmed, lower-cased, runs of spaces as one. */
export function originKey(origin: string): string {
  const key = origin.trim().toLowerCase();
  return /\s\s|[^\S ]/.test(key) ? key.replace(/\s+/g, ' ') : key;
}

/** The person's taste from their coffees (each coffee once, as they last logged it, at its average rating). */
export function tasteProfile(coffees: readonly PersonCoffee[]): TasteProfile {
  const neutral = neutralRating(coffees);
  const sums: Record<TasteKind, Map<string, { sum: number; count: number }>> = {
    notes: new Map(),
    roast: new Map(),
    origin: new Map(),
    process: new Map(),
    method: new Map(),
  };
  const add = (kind: TasteKind, value: string | null, weight: number) => {
    if (!value) return;
    const entry = sums[kind].get(value) ?? { sum: 0, count: 0 };
    entry.sum += weight;
    entry.count++;
    sums[kind].set(value, entry);
  };
  for (const { rating, latest } of coffees) {
    const weight = rating - neutral;
    for (const note of new Set(latest.notes)) add('notes', note, weight);
    add('roast', latest.roastLevel, weight);
    add('origin', latest.origin && originKey(latest.origin), weight);
    add('process', latest.process, weight);
    add('method', latest.brewMethod, weight);
  }
  const weights = (kind: TasteKind) =>
    new Map([...sums[kind]].map(([value, { sum, count }]) => [value, sum / (count + 1)] as const));
  return {
    notes: weights('notes'),
    roast: weights('roast'),
    origin: weights('origin'),
    process: weights('process'),
    method: weights('method'),
  };
}

/**
 * How well a coffee fits the taste, about -1 (all they dislike) to 1 (all they love): per kind the
 * weight of the coffee's value (its notes averaged), weighted by CONTENT_WEIGHTS, over 2 stars. An
 * unknown value counts 0.
 */
export function contentScore(taste: TasteProfile, profile: CoffeeProfile): number {
  let score = 0;
  if (profile.notes.length > 0) {
    let notes = 0;
    for (const note of profile.notes) notes += taste.notes.get(note) ?? 0;
    score += (CONTENT_WEIGHTS.notes * notes) / profile.notes.length;
  }
  if (profile.roastLevel) score += CONTENT_WEIGHTS.roast * (taste.roast.get(profile.roastLevel) ?? 0);
  if (profile.origin) score += CONTENT_WEIGHTS.origin * (taste.origin.get(originKey(profile.origin)) ?? 0);
  if (profile.process) score += CONTENT_WEIGHTS.process * (taste.process.get(profile.process) ?? 0);
  score += CONTENT_WEIGHTS.method * (taste.method.get(profile.brewMethod) ?? 0);
  return Math.max(-1, Math.min(1, score / 2));
}

/** The coffee's notes the person likes, most liked first (ties in the coffee's order). */
export function lovedNotes(taste: TasteProfile, notes: readonly string[]): string[] {
  return notes
    .map((note, index) => ({ note, index, weight: taste.notes.get(note) ?? 0 }))
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.note);
}

/** Whether the person likes this value of a single-valued attribute (roast, origin, process). */
export function likes(taste: TasteProfile, kind: Exclude<TasteKind, 'notes'>, value: string | null): boolean {
  if (!value) return false;
  return (taste[kind].get(kind === 'origin' ? originKey(value) : value) ?? 0) > 0;
}
