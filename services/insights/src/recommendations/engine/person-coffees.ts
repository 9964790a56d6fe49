import { compareText } from './numbers';
import type { PersonCheckIn } from './types';

/** The person's history of one coffee: their average rating and their latest check-in of it. */
export interface PersonCoffee {
  key: string;
  rating: number;
  checkIns: number;
  latest: PersonCheckIn;
}

/** One entry per coffee the person checked in, in key order. */
export function personCoffees(checkIns: readonly PersonCheckIn[]): PersonCoffee[] {
  const byKey = new Map<string, { sum: number; checkIns: number; latest: PersonCheckIn }>();
  for (const checkIn of checkIns) {
    const entry = byKey.get(checkIn.coffeeKey);
    if (!entry) {
      byKey.set(checkIn.coffeeKey, { sum: checkIn.rating, checkIns: 1, latest: checkIn });
      continue;
    }
    entry.sum += checkIn.rating;
    entry.checkIns++;
    if (checkIn.createdAt.getTime() >= entry.latest.createdAt.getTime()) entry.latest = checkIn;
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([key, entry]) => ({
      key,
      rating: entry.sum / entry.checkIns,
      checkIns: entry.checkIns,
      latest: entry.latest,
    }));
}

/**
 * The rating that counts as neutral for this person: halfway between the scale's middle (3★) and
 * their own average, so a generous rater's 4★ is lukewarm and a harsh rater's 3★ is not a pan,
 * without one person's few ratings deciding alone what "liked" means.
 */
export function neutralRating(coffees: readonly PersonCoffee[]): number {
  if (coffees.length === 0) return 3;
  const average = coffees.reduce((sum, coffee) => sum + coffee.rating, 0) / coffees.length;
  return (3 + average) / 2;
}
