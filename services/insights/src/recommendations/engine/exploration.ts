import type { ExplorationSuggestion } from '@crema/contracts/insights/recommendations';
import { checkInBrewMethod } from './brew-method';
import { compareText, stars } from './numbers';
import { personCoffees } from './person-coffees';
import { originKey } from './taste-profile';
import type { CoffeeProfile, Neighbour, PersonProfile } from './types';

/**
 * What the service hands over, all of which it already has for recommendCoffees: the person, the
 * item model's neighbours, and the profiles of (at least) the coffees neighbouring the person's
 * liked ones — a neighbour without a profile is skipped.
 */
export interface ExplorationInput {
  person: PersonProfile;
  neighboursOf: (key: string) => readonly Neighbour[];
  profiles: ReadonlyMap<string, CoffeeProfile>;
}

/** A coffee of theirs counts as liked from this rating up. */
export const EXPLORATION_LIKED_RATING = 4;
/** A suggestion must rest on at least this many coffees… */
export const EXPLORATION_MIN_COFFEES = 2;
/** …whose (weighted) community rating is at least this. */
export const EXPLORATION_MIN_RATING = 4;

const KINDS = ['origin', 'process', 'method'] as const;
type Kind = (typeof KINDS)[number];

interface Evidence {
  kind: Kind;
  value: string;
  weight: number;
  weightedRating: number;
  coffees: Set<string>;
}

/**
 * An origin, process or brew method the person has never logged that people with their taste rate
 * well, or null.
 *
 * "People with their taste" is read from the item model: the neighbours of a coffee the person
 * rated EXPLORATION_LIKED_RATING or more are the coffees that the people who liked it also liked.
 * Each such neighbour (not one they checked in) is evidence for its origin, process and usual brew
 * method, weighted by similarity × how much more than 3★ the person liked the coffee it neighbours.
 * A value they never logged qualifies when at least EXPLORATION_MIN_COFFEES coffees back it and
 * their community ratings average at least EXPLORATION_MIN_RATING (weighted like the evidence); the
 * suggestion is the one with the most weight × (average − 3), ties in kind order (origin, process,
 * method) then by value. "Other" never counts as a process or method; their settings' preferred
 * method counts as tried.
 *
 * This uses the model rather than other people's ratings directly, so the service needs nothing
 * beyond what recommendCoffees takes (the same neighboursOf and profiles).
 */
export function explorationSuggestion(input: ExplorationInput): ExplorationSuggestion | null {
  const { person, neighboursOf, profiles } = input;
  const tried = {
    origin: new Set(
      person.checkIns.flatMap((checkIn) => (checkIn.origin ? [originKey(checkIn.origin)] : [])),
    ),
    process: new Set(person.checkIns.flatMap((checkIn) => (checkIn.process ? [checkIn.process] : []))),
    // Their settings' method counts as tried even when never logged.
    method: new Set([
      ...person.checkIns.map((checkIn) => checkIn.brewMethod),
      ...(person.preferredBrewMethod ? [checkInBrewMethod(person.preferredBrewMethod)] : []),
    ]),
  };
  const seen = new Set(person.checkIns.map((checkIn) => checkIn.coffeeKey));

  const evidence = new Map<string, Evidence>();
  for (const coffee of personCoffees(person.checkIns)) {
    if (coffee.rating < EXPLORATION_LIKED_RATING) continue;
    for (const neighbour of neighboursOf(coffee.key)) {
      const profile = profiles.get(neighbour.key);
      if (!profile || seen.has(profile.key)) continue;
      const weight = neighbour.score * (coffee.rating - 3);
      for (const kind of KINDS) {
        const value = valueOf(profile, kind);
        if (!value || tried[kind].has(kind === 'origin' ? originKey(value) : value)) continue;
        const id = `${kind}\n${kind === 'origin' ? originKey(value) : value}`;
        const entry = evidence.get(id) ?? {
          kind,
          value,
          weight: 0,
          weightedRating: 0,
          coffees: new Set<string>(),
        };
        entry.weight += weight;
        entry.weightedRating += weight * profile.averageRating;
        entry.coffees.add(profile.key);
        evidence.set(id, entry);
      }
    }
  }

  const best = [...evidence.values()]
    .filter((entry) => entry.weight > 0)
    .map((entry) => ({ ...entry, average: entry.weightedRating / entry.weight }))
    .filter(
      (entry) => entry.coffees.size >= EXPLORATION_MIN_COFFEES && entry.average >= EXPLORATION_MIN_RATING,
    )
    .sort(
      (a, b) =>
        b.weight * (b.average - 3) - a.weight * (a.average - 3) ||
        KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) ||
        compareText(a.value, b.value),
    )[0];
  if (!best) return null;
  return {
    kind: best.kind,
    value: best.value,
    reason: reason(best.kind, best.value, best.average, best.coffees.size),
  };
}

function valueOf(profile: CoffeeProfile, kind: Kind): string | null {
  const value =
    kind === 'origin' ? profile.origin : kind === 'process' ? profile.process : profile.brewMethod;
  if (!value || !value.trim() || (kind !== 'origin' && value === 'Other')) return null;
  return value.trim();
}

function reason(kind: Kind, value: string, average: number, coffees: number): string {
  const backing = `${stars(average)} across ${coffees} coffees`;
  switch (kind) {
    case 'origin':
      return `People who like what you like rate coffees from ${value} highly (${backing}); you haven't tried one yet`;
    case 'process':
      return `People who like what you like rate ${value.toLowerCase()}-process coffees highly (${backing}); you haven't tried one yet`;
    case 'method':
      return `People who like what you like often brew their favourites with ${value} (${backing}); you haven't tried it yet`;
  }
}
