import type { RecommendedCoffee } from '@crema/contracts/insights/recommendations';
import { suggestBrewMethod } from './brew-suggestion';
import { coldStartCoffees } from './cold-start';
import { describeCoffee } from './coffee-description';
import { compareText, round1 } from './numbers';
import { neutralRating, personCoffees, type PersonCoffee } from './person-coffees';
import { coldStartReason, communityReason, matchesTasteReason, peopleWhoRatedReason } from './reasons';
import { contentScore, originKey, tasteProfile } from './taste-profile';
import type { CoffeeProfile, Neighbour, PersonCheckIn, PersonProfile } from './types';

export interface RecommendInput {
  person: PersonProfile;
  /** The item model's neighbours of a coffee, best first ([] when unknown). */
  neighboursOf: (key: string) => readonly Neighbour[];
  /** The catalogue to choose from, by key: every coffee in it may be recommended. */
  profiles: ReadonlyMap<string, CoffeeProfile>;
  /** Well-rated coffees, best first, a few hundred: cold start, and candidates as well. */
  popular: readonly CoffeeProfile[];
  /** Default 10. */
  limit?: number;
}

/** Below this many distinct coffees a person gets the cold-start list. */
export const COLD_START_BELOW = 3;

/**
 * Weights of the blended score. Each part is scaled to about [-1, 1]: collaborative filtering over
 * the person's best candidate, content similarity (taste-profile.ts), and the coffee's shrunk
 * community rating around 3.5★ (QUALITY_PRIOR).
 */
export const BLEND = { collaborative: 0.6, content: 0.3, quality: 0.1 } as const;

/** The community rating is shrunk towards 3.5★ as if it had 5 more ratings of 3.5★. */
export const QUALITY_PRIOR = { rating: 3.5, weight: 5 } as const;

/** Their coffee's rating must reach this for a "People who rated X…" reason. */
const LOVED_RATING = 4;

interface Collaborative {
  score: number;
  /** The liked coffee that added most, for the reason. */
  strongest: PersonCoffee | null;
  strongestContribution: number;
}

/**
 * Coffees for the person, best first, never one they checked in.
 *
 * With at least COLD_START_BELOW coffees of their own, every coffee of `profiles` and `popular` is
 * scored by BLEND:
 * - collaborative: Σ similarity × (their rating − their neutral rating) over their coffees whose
 *   neighbours include it — liked coffees pull their neighbours up, disliked ones push them down;
 *   divided by the best candidate's sum;
 * - content: how its notes, roast, origin, process and usual method fit their taste profile;
 * - quality: its community rating, shrunk for few ratings.
 * Ties go to the lower key. With fewer coffees: cold-start.ts.
 */
export function recommendCoffees(input: RecommendInput): RecommendedCoffee[] {
  const { person, neighboursOf, profiles, popular } = input;
  const limit = input.limit ?? 10;
  if (limit <= 0) return [];
  const seen = new Set(person.checkIns.map((checkIn) => checkIn.coffeeKey));
  const coffees = personCoffees(person.checkIns);

  if (coffees.length < COLD_START_BELOW) {
    return coldStartCoffees(person, popular, seen, limit).map(({ profile, method }) =>
      recommended(profile, coldStartReason(method), method ?? profile.brewMethod),
    );
  }

  const catalogue = new Map<string, CoffeeProfile>();
  for (const profile of popular) catalogue.set(profile.key, profile);
  for (const [key, profile] of profiles) catalogue.set(key, profile);

  const neutral = neutralRating(coffees);
  const taste = tasteProfile(coffees);
  const collaborative = collaborativeScores(coffees, neutral, neighboursOf, seen);
  let best = 0;
  for (const entry of collaborative.values()) best = Math.max(best, entry.score);

  const ranked: {
    profile: CoffeeProfile;
    score: number;
    parts: { collaborative: number; content: number };
  }[] = [];
  for (const [key, profile] of catalogue) {
    if (seen.has(key)) continue;
    const cf = best > 0 ? (collaborative.get(key)?.score ?? 0) / best : 0;
    const content = contentScore(taste, profile);
    const score = BLEND.collaborative * cf + BLEND.content * content + BLEND.quality * quality(profile);
    ranked.push({
      profile,
      score,
      parts: { collaborative: BLEND.collaborative * cf, content: BLEND.content * content },
    });
  }
  ranked.sort((a, b) => b.score - a.score || compareText(a.profile.key, b.profile.key));

  const checkInsByKey = groupByCoffee(person.checkIns);
  return ranked.slice(0, limit).map(({ profile, parts }) => {
    const pull = collaborative.get(profile.key);
    const reason =
      pull?.strongest && pull.strongest.rating >= LOVED_RATING && parts.collaborative >= parts.content
        ? peopleWhoRatedReason(pull.strongest.latest.coffeeName, pull.strongest.rating)
        : (matchesTasteReason(taste, profile) ?? communityReason(profile));
    const similar = similarCoffees(profile, coffees, neutral, neighboursOf).flatMap(
      (key) => checkInsByKey.get(key) ?? [],
    );
    return recommended(profile, reason, suggestBrewMethod(similar, profile.brewMethod));
  });
}

function collaborativeScores(
  coffees: readonly PersonCoffee[],
  neutral: number,
  neighboursOf: (key: string) => readonly Neighbour[],
  seen: ReadonlySet<string>,
): Map<string, Collaborative> {
  const scores = new Map<string, Collaborative>();
  for (const coffee of coffees) {
    const weight = coffee.rating - neutral;
    if (weight === 0) continue;
    for (const neighbour of neighboursOf(coffee.key)) {
      if (seen.has(neighbour.key)) continue;
      let entry = scores.get(neighbour.key);
      if (!entry) {
        entry = { score: 0, strongest: null, strongestContribution: 0 };
        scores.set(neighbour.key, entry);
      }
      const contribution = neighbour.score * weight;
      entry.score += contribution;
      if (contribution > entry.strongestContribution) {
        entry.strongest = coffee;
        entry.strongestContribution = contribution;
      }
    }
  }
  return scores;
}

/** The community rating shrunk towards QUALITY_PRIOR, as about [-1, 1]. */
function quality(profile: CoffeeProfile): number {
  const shrunk =
    (profile.averageRating * profile.ratingsCount + QUALITY_PRIOR.rating * QUALITY_PRIOR.weight) /
    (profile.ratingsCount + QUALITY_PRIOR.weight);
  return Math.max(-1, Math.min(1, (shrunk - QUALITY_PRIOR.rating) / 1.5));
}

/**
 * The person's coffees like this one: those they rated above neutral that list it as a neighbour,
 * and those sharing at least two of roast, origin, process and a tasting note with it.
 */
function similarCoffees(
  profile: CoffeeProfile,
  coffees: readonly PersonCoffee[],
  neutral: number,
  neighboursOf: (key: string) => readonly Neighbour[],
): string[] {
  return coffees
    .filter((coffee) => {
      if (coffee.rating > neutral && neighboursOf(coffee.key).some((n) => n.key === profile.key)) return true;
      const mine = coffee.latest;
      let shared = 0;
      if (mine.roastLevel && mine.roastLevel === profile.roastLevel) shared++;
      if (mine.origin && profile.origin && originKey(mine.origin) === originKey(profile.origin)) shared++;
      if (mine.process && mine.process === profile.process) shared++;
      if (mine.notes.some((note) => profile.notes.includes(note))) shared++;
      return shared >= 2;
    })
    .map((coffee) => coffee.key);
}

function groupByCoffee(checkIns: readonly PersonCheckIn[]): Map<string, PersonCheckIn[]> {
  const groups = new Map<string, PersonCheckIn[]>();
  for (const checkIn of checkIns) {
    const group = groups.get(checkIn.coffeeKey) ?? [];
    group.push(checkIn);
    groups.set(checkIn.coffeeKey, group);
  }
  return groups;
}

function recommended(
  profile: CoffeeProfile,
  reason: string,
  brewMethodSuggestion: string,
): RecommendedCoffee {
  return {
    name: profile.name,
    roaster: profile.roaster,
    description: describeCoffee(profile),
    expectedNotes: [...profile.notes],
    roastLevel: profile.roastLevel,
    brewMethodSuggestion,
    reason,
    averageRating: Math.max(0, Math.min(5, round1(profile.averageRating))),
    ratingsCount: profile.ratingsCount,
  };
}
