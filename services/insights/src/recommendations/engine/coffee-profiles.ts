import { compareText } from './numbers';
import type { CoffeeProfile, PersonCheckIn } from './types';

/** What a community check-in must tell about its coffee. */
export type CommunityCheckIn = Pick<
  PersonCheckIn,
  | 'coffeeKey'
  | 'coffeeName'
  | 'roaster'
  | 'rating'
  | 'brewMethod'
  | 'roastLevel'
  | 'origin'
  | 'process'
  | 'notes'
>;

/** At most this many notes in a profile. */
export const PROFILE_NOTES = 4;

class Tally {
  private readonly counts = new Map<string, number>();
  add(value: string | null): void {
    if (value) this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
  }
  /** Most frequent first; ties in code-unit order. */
  ranked(): string[] {
    return [...this.counts.entries()]
      .sort(([a, x], [b, y]) => y - x || compareText(a, b))
      .map(([value]) => value);
  }
  top(): string | null {
    return this.ranked()[0] ?? null;
  }
}

/**
 * Coffee profiles from community check-ins (the caller passes only the shareable ones): for each
 * key the most common spelling of name and roaster, roast level, origin, process and brew method,
 * its PROFILE_NOTES most frequent notes, and its average rating. In key order.
 */
export function coffeeProfiles(checkIns: Iterable<CommunityCheckIn>): Map<string, CoffeeProfile> {
  const byKey = new Map<
    string,
    {
      names: Tally;
      roasters: Tally;
      roasts: Tally;
      origins: Tally;
      processes: Tally;
      methods: Tally;
      notes: Tally;
      sum: number;
      count: number;
    }
  >();
  for (const checkIn of checkIns) {
    let entry = byKey.get(checkIn.coffeeKey);
    if (!entry) {
      entry = {
        names: new Tally(),
        roasters: new Tally(),
        roasts: new Tally(),
        origins: new Tally(),
        processes: new Tally(),
        methods: new Tally(),
        notes: new Tally(),
        sum: 0,
        count: 0,
      };
      byKey.set(checkIn.coffeeKey, entry);
    }
    entry.names.add(checkIn.coffeeName);
    entry.roasters.add(checkIn.roaster);
    entry.roasts.add(checkIn.roastLevel);
    entry.origins.add(checkIn.origin);
    entry.processes.add(checkIn.process);
    entry.methods.add(checkIn.brewMethod);
    for (const note of checkIn.notes) entry.notes.add(note);
    entry.sum += checkIn.rating;
    entry.count++;
  }
  const profiles = new Map<string, CoffeeProfile>();
  for (const key of [...byKey.keys()].sort(compareText)) {
    const entry = byKey.get(key)!;
    profiles.set(key, {
      key,
      name: entry.names.top() ?? '',
      roaster: entry.roasters.top() ?? '',
      roastLevel: entry.roasts.top(),
      origin: entry.origins.top(),
      process: entry.processes.top(),
      brewMethod: entry.methods.top() ?? 'Other',
      notes: entry.notes.ranked().slice(0, PROFILE_NOTES),
      averageRating: entry.sum / entry.count,
      ratingsCount: entry.count,
    });
  }
  return profiles;
}

export interface PopularOptions {
  /** Default 300. */
  limit?: number;
  /** Coffees with fewer ratings are left out, default 3. */
  minRatings?: number;
  /** The average is shrunk towards the community's mean as if it had this many more ratings, default 10. */
  priorWeight?: number;
}

/**
 * The well-rated list: coffees by their average rating shrunk towards the community's mean rating
 * (a Bayesian average, so 4.6★ from 80 ratings beats 5★ from 3), then more ratings, then key.
 */
export function popularCoffees(
  profiles: Iterable<CoffeeProfile>,
  options: PopularOptions = {},
): CoffeeProfile[] {
  const { limit = 300, minRatings = 3, priorWeight = 10 } = options;
  const all = [...profiles];
  let sum = 0;
  let count = 0;
  for (const profile of all) {
    sum += profile.averageRating * profile.ratingsCount;
    count += profile.ratingsCount;
  }
  const prior = count > 0 ? sum / count : 0;
  const shrunk = (p: CoffeeProfile) =>
    (p.averageRating * p.ratingsCount + prior * priorWeight) / (p.ratingsCount + priorWeight);
  return all
    .filter((profile) => profile.ratingsCount >= minRatings)
    .map((profile) => ({ profile, score: shrunk(profile) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.profile.ratingsCount - a.profile.ratingsCount ||
        compareText(a.profile.key, b.profile.key),
    )
    .slice(0, limit)
    .map((entry) => entry.profile);
}
