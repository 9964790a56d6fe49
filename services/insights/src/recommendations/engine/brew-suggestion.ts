import { compareText } from './numbers';
import type { PersonCheckIn } from './types';

/** A method must average at least this over the similar coffees to be suggested. */
export const SUGGESTED_METHOD_MIN_RATING = 4;

/**
 * How to brew a recommended coffee: the method with the person's best average rating over their
 * check-ins of similar coffees (ties: more check-ins, then name), if that average is at least
 * SUGGESTED_METHOD_MIN_RATING; otherwise the method the community brews the coffee with most.
 */
export function suggestBrewMethod(
  similarCheckIns: readonly PersonCheckIn[],
  communityMethod: string,
): string {
  const byMethod = new Map<string, { sum: number; count: number }>();
  for (const checkIn of similarCheckIns) {
    const entry = byMethod.get(checkIn.brewMethod) ?? { sum: 0, count: 0 };
    entry.sum += checkIn.rating;
    entry.count++;
    byMethod.set(checkIn.brewMethod, entry);
  }
  const best = [...byMethod.entries()]
    .map(([method, { sum, count }]) => ({ method, average: sum / count, count }))
    .sort((a, b) => b.average - a.average || b.count - a.count || compareText(a.method, b.method))[0];
  return best && best.average >= SUGGESTED_METHOD_MIN_RATING ? best.method : communityMethod;
}
