import { TASTING_NOTE_COLORS } from '@crema/contracts/coffee/options';
import type { UserStats } from '@crema/contracts/insights/stats';

export interface NamedCount {
  name: string;
  count: number;
}

/**
 * Whole percentages of the total that sum to exactly 100 (largest remainder: each share is rounded
 * down, then the points left go to the largest fractions). Ties go to the earlier entry.
 */
export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The `months` calendar months (UTC) up to and including now's, oldest first, as 'YYYY-MM' and short name. */
export function lastMonths(now: Date, months: number): { month: string; name: string }[] {
  const result: { month: string; name: string }[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    result.push({ month, name: MONTH_NAMES[date.getUTCMonth()]! });
  }
  return result;
}

/** A note outside the palette (none today) still gets a colour, the same one every time. */
const FALLBACK_NOTE_COLOR = '#8a7f76';

export function noteColor(note: string): string {
  return (TASTING_NOTE_COLORS as Readonly<Record<string, string>>)[note] ?? FALLBACK_NOTE_COLOR;
}

export interface StatsFacts {
  totalCheckIns: number;
  uniqueCoffees: number;
  badgesCount: number;
  /** Most used first. */
  brewMethods: readonly NamedCount[];
  /** Most chosen first. */
  notes: readonly NamedCount[];
  /** Check-ins per 'YYYY-MM' (months without any may be missing). */
  perMonth: ReadonlyMap<string, number>;
}

export function toUserStats(facts: StatsFacts, now: Date): UserStats {
  const percentages = wholePercentages(facts.brewMethods.map((method) => method.count));
  return {
    totalCheckIns: facts.totalCheckIns,
    uniqueCoffees: facts.uniqueCoffees,
    badgesCount: facts.badgesCount,
    topBrewMethods: facts.brewMethods.map((method, index) => ({ ...method, percentage: percentages[index]! })),
    flavorProfile: facts.notes.map((note) => ({ ...note, color: noteColor(note.name) })),
    monthlyActivity: lastMonths(now, 12).map(({ month, name }) => ({
      name,
      month,
      count: facts.perMonth.get(month) ?? 0,
    })),
  };
}
