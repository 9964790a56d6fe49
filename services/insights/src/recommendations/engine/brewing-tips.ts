import type { CoffeeStrength, MeasurementUnit } from '@crema/contracts/coffee/options';
import type { BrewingTip } from '@crema/contracts/insights/recommendations';
import { grindSizeLabel } from '@crema/contracts/checkins/brew-details-values';
import { BREWING_TIP_MIN_CHECK_INS } from '@crema/contracts/insights/brewing-tip-rules';
import { brewRatio, temperatureRange, temperatureText } from './brew-ranges';
import { compareText, stars } from './numbers';
import type { PersonCheckIn, PersonProfile } from './types';

/**
 * Water ÷ dose of a light, medium or strong filter cup (the usual brewing charts put a balanced cup
 * around 16:1). Espresso is left out: its ratios are of another scale.
 */
export const STRENGTH_RATIOS: Readonly<Record<CoffeeStrength, number>> = { light: 17, medium: 16, strong: 15 };
/** How far (in ratio points) their usual cups may sit from the preferred strength without a word. */
export const STRENGTH_TOLERANCE = 0.75;
const ESPRESSO = 'Espresso';

/**
 * A tip needs BREWING_TIP_MIN_CHECK_INS check-ins of one method with the value logged, and cups
 * near the best value must beat the others by at least this many stars on average.
 */
export const MIN_TIP_GAIN = 0.5;

interface Topic {
  topic: BrewingTip['topic'];
  valueOf: (checkIn: PersonCheckIn) => number | null;
  /** How far from the centre still counts as "around" it. */
  tolerance: (centre: number) => number;
  /** The range around the best value, in words (temperatures in the person's unit). */
  range: (low: number, high: number, unit: MeasurementUnit) => string;
  title: (method: string, centre: number, unit: MeasurementUnit) => string;
  detail: (method: string, range: string, inside: Summary, outside: Summary) => string;
}

interface Summary {
  average: number;
  count: number;
}

const cups = (count: number) => (count === 1 ? '1 cup' : `${count} cups`);
const against = (outside: Summary) =>
  `against ${stars(outside.average)} for your other ${cups(outside.count)}`;
/** Ratios of 5:1 and up to the half (16:1, 15.5:1); espresso-like ones to a tenth (2.2:1). */
const ratioText = (ratio: number) =>
  `${ratio >= 5 ? Math.round(ratio * 2) / 2 : Math.round(ratio * 10) / 10}:1`;
const grindText = (grind: number) => `${Math.round(grind * 2) / 2}`;

const TOPICS: readonly Topic[] = [
  {
    topic: 'ratio',
    valueOf: brewRatio,
    tolerance: (centre) => Math.max(0.15, centre * 0.07),
    range: (low, high) => `between ${ratioText(low)} and ${ratioText(high)}`,
    title: (method, centre) => `Your best ${method} cups are around ${ratioText(centre)}`,
    detail: (method, range, inside, outside) =>
      `${method} brewed ${range} averages ${stars(inside.average)} over ${cups(inside.count)}, ${against(outside)}.`,
  },
  {
    topic: 'temperature',
    valueOf: (checkIn) => checkIn.waterTemp,
    tolerance: () => 1.5,
    range: temperatureRange,
    title: (method, centre, unit) => `Your best ${method} cups are brewed around ${temperatureText(centre, unit)}`,
    detail: (method, range, inside, outside) =>
      `${method} brewed at ${range} averages ${stars(inside.average)} over ${cups(inside.count)}, ${against(outside)}.`,
  },
  {
    topic: 'grind',
    valueOf: (checkIn) => checkIn.grindSizeNumeric,
    tolerance: () => 0.75,
    range: (low, high) => `${grindText(Math.max(0, low))}–${grindText(Math.min(10, high))}`,
    title: (method, centre) =>
      `Your best ${method} cups use a ${grindSizeLabel(centre)} grind (around ${grindText(centre)})`,
    detail: (method, range, inside, outside) =>
      `${method} ground at ${range} on the grind scale averages ${stars(inside.average)} over ${cups(inside.count)}, ${against(outside)}.`,
  },
];

/**
 * Tips from the person's own brew details against their ratings, at most one per topic (ratio,
 * temperature, grind, in that order). Values only compare within one brew method (a 2:1 espresso
 * and a 16:1 pour-over are both right), so per topic the methods are tried from the one with the
 * most check-ins logging the value (ties by name); the first that gives a tip wins:
 * - at least BREWING_TIP_MIN_CHECK_INS check-ins of the method log the value, and not all rated alike;
 * - "best" is the median value of the top-rated of those cups; "around" it is ± the topic's
 *   tolerance (7% of a ratio, at least 0.15; 1.5 °C; 0.75 on the 0–10 grind scale);
 * - there are cups outside that range, and the cups inside average at least MIN_TIP_GAIN stars more.
 * Without a ratio tip from their ratings, the ratio their preferred strength asks for (strengthTip).
 * No tip backed by too little data: [] then (the UI shows an empty state).
 */
export function brewingTips(person: PersonProfile): BrewingTip[] {
  const tips = TOPICS.flatMap((topic) => {
    for (const [method, samples] of samplesByMethod(person.checkIns, topic)) {
      const tip = tipFrom(topic, method, samples, person.unit ?? 'metric');
      if (tip) return [tip];
    }
    return [];
  });
  // What their own ratings say about the ratio comes first; else what their preferred strength asks.
  const strength =
    person.strength && !tips.some((tip) => tip.topic === 'ratio')
      ? strengthTip(person.checkIns, person.strength)
      : null;
  return strength ? [strength, ...tips] : tips;
}

/**
 * Ratio advice from the coffee strength of their settings: for the (non-espresso) method with the
 * most cups logging a ratio, at least BREWING_TIP_MIN_CHECK_INS of them, when their median ratio is more
 * than STRENGTH_TOLERANCE away from the strength's ratio. Null otherwise.
 */
export function strengthTip(checkIns: readonly PersonCheckIn[], strength: CoffeeStrength): BrewingTip | null {
  const byMethod = new Map<string, number[]>();
  for (const checkIn of checkIns) {
    const ratio = brewRatio(checkIn);
    if (checkIn.brewMethod === ESPRESSO || ratio === null || !Number.isFinite(ratio)) continue;
    byMethod.set(checkIn.brewMethod, [...(byMethod.get(checkIn.brewMethod) ?? []), ratio]);
  }
  const [best] = [...byMethod.entries()].sort(([a, x], [b, y]) => y.length - x.length || compareText(a, b));
  if (!best || best[1].length < BREWING_TIP_MIN_CHECK_INS) return null;
  const [method, ratios] = best;
  const usual = median(ratios);
  const target = STRENGTH_RATIOS[strength];
  if (Math.abs(usual - target) <= STRENGTH_TOLERANCE) return null;
  const tooWeak = usual > target;
  return {
    topic: 'ratio',
    title: `For the ${strength} coffee you prefer, brew ${method} around ${target}:1`,
    detail: `Your ${method} cups sit around ${ratioText(usual)} over ${cups(ratios.length)}: ${
      tooWeak ? 'less water or more coffee makes them stronger' : 'more water or less coffee makes them lighter'
    }.`,
  };
}

function samplesByMethod(
  checkIns: readonly PersonCheckIn[],
  topic: Topic,
): [string, { value: number; rating: number }[]][] {
  const byMethod = new Map<string, { value: number; rating: number }[]>();
  for (const checkIn of checkIns) {
    const value = topic.valueOf(checkIn);
    if (value === null || !Number.isFinite(value)) continue;
    const samples = byMethod.get(checkIn.brewMethod) ?? [];
    samples.push({ value, rating: checkIn.rating });
    byMethod.set(checkIn.brewMethod, samples);
  }
  return [...byMethod.entries()].sort(([a, x], [b, y]) => y.length - x.length || compareText(a, b));
}

function tipFrom(
  topic: Topic,
  method: string,
  samples: readonly { value: number; rating: number }[],
  unit: MeasurementUnit,
): BrewingTip | null {
  if (samples.length < BREWING_TIP_MIN_CHECK_INS) return null;
  const top = Math.max(...samples.map((sample) => sample.rating));
  const best = samples.filter((sample) => sample.rating === top).map((sample) => sample.value);
  if (best.length === samples.length) return null;
  const centre = median(best);
  const tolerance = topic.tolerance(centre);
  const inside = samples.filter((sample) => Math.abs(sample.value - centre) <= tolerance);
  const outside = samples.filter((sample) => Math.abs(sample.value - centre) > tolerance);
  if (outside.length === 0) return null;
  const insideSummary = summary(inside);
  const outsideSummary = summary(outside);
  if (insideSummary.average - outsideSummary.average < MIN_TIP_GAIN) return null;
  const range = topic.range(centre - tolerance, centre + tolerance, unit);
  return {
    topic: topic.topic,
    title: topic.title(method, centre, unit),
    detail: topic.detail(method, range, insideSummary, outsideSummary),
  };
}

function summary(samples: readonly { rating: number }[]): Summary {
  return {
    average: samples.reduce((sum, sample) => sum + sample.rating, 0) / samples.length,
    count: samples.length,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
