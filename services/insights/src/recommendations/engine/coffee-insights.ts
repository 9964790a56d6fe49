import type { CoffeeInsights } from '@crema/contracts/insights/recommendations';
import { RATIO_RANGES, brewRatio, temperatureRanges, type BrewRange } from './brew-ranges';
import { compareText, mean, round1 } from './numbers';
import type { PersonCheckIn, PersonProfile } from './types';

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Months in the rating trend, the current one included. */
export const TREND_MONTHS = 6;

/**
 * The Coffee Insights tab from the person's own check-ins:
 * - favourite brew method and roaster: most check-ins, then the higher average rating, then name
 *   (roasters compared trimmed and case-blind, shown in their most used spelling);
 * - average rating over all check-ins (one decimal), null without any;
 * - the rating trend over the last TREND_MONTHS calendar months (UTC) up to `now`'s, oldest first,
 *   `month` as YYYY-MM and `name` the short English month, null average in an empty month;
 * - average rating per ratio (water ÷ dose) and water temperature range (labelled in the person's
 *   unit), ranges with check-ins only.
 */
export function coffeeInsights(person: PersonProfile, now: Date): CoffeeInsights {
  const { checkIns } = person;
  const average = mean(checkIns.map((checkIn) => checkIn.rating));
  return {
    favoriteBrewMethod: favourite(checkIns, (checkIn) => checkIn.brewMethod),
    favoriteRoaster: favourite(checkIns, (checkIn) => checkIn.roaster),
    averageRating: average === null ? null : round1(average),
    ratingTrend: ratingTrend(checkIns, now),
    ratioVsRating: byRange(checkIns, brewRatio, RATIO_RANGES),
    temperatureVsRating: byRange(checkIns, (checkIn) => checkIn.waterTemp, temperatureRanges(person.unit ?? 'metric')),
  };
}

function favourite(
  checkIns: readonly PersonCheckIn[],
  valueOf: (checkIn: PersonCheckIn) => string,
): string | null {
  const groups = new Map<string, { spellings: Map<string, number>; count: number; sum: number }>();
  for (const checkIn of checkIns) {
    const spelling = valueOf(checkIn).trim();
    if (!spelling) continue;
    const key = spelling.toLowerCase();
    const group = groups.get(key) ?? { spellings: new Map<string, number>(), count: 0, sum: 0 };
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + 1);
    group.count++;
    group.sum += checkIn.rating;
    groups.set(key, group);
  }
  const [best] = [...groups.entries()].sort(
    ([keyA, a], [keyB, b]) =>
      b.count - a.count || b.sum / b.count - a.sum / a.count || compareText(keyA, keyB),
  );
  if (!best) return null;
  // The group's most used spelling (a group has at least one).
  return [...best[1].spellings.entries()].sort(([a, x], [b, y]) => y - x || compareText(a, b))[0]![0];
}

function ratingTrend(checkIns: readonly PersonCheckIn[], now: Date): CoffeeInsights['ratingTrend'] {
  const months = Array.from({ length: TREND_MONTHS }, (_, index) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (TREND_MONTHS - 1 - index), 1));
    const year = first.getUTCFullYear();
    const month = first.getUTCMonth();
    return {
      month: `${year}-${String(month + 1).padStart(2, '0')}`,
      name: MONTH_NAMES[month]!,
      ratings: [] as number[],
    };
  });
  const byMonth = new Map(months.map((entry) => [entry.month, entry]));
  for (const checkIn of checkIns) {
    const at = checkIn.createdAt;
    const month = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    byMonth.get(month)?.ratings.push(checkIn.rating);
  }
  return months.map(({ month, name, ratings }) => {
    const average = mean(ratings);
    return { month, name, averageRating: average === null ? null : round1(average), count: ratings.length };
  });
}

function byRange(
  checkIns: readonly PersonCheckIn[],
  valueOf: (checkIn: PersonCheckIn) => number | null,
  ranges: readonly BrewRange[],
): CoffeeInsights['ratioVsRating'] {
  return ranges.flatMap((range) => {
    const ratings = checkIns
      .filter((checkIn) => {
        const value = valueOf(checkIn);
        return value !== null && Number.isFinite(value) && range.contains(value);
      })
      .map((checkIn) => checkIn.rating);
    const average = mean(ratings);
    return average === null
      ? []
      : [{ range: range.label, averageRating: round1(average), count: ratings.length }];
  });
}
