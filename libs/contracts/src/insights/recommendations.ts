import { z } from 'zod';
import { BREW_METHODS, COFFEE_STRENGTHS, MEASUREMENT_UNITS } from '../coffee/options';

const count = z.number().int().nonnegative();
const rating = z.number().min(0).max(5);

/** SPEC §3 recommended coffee, with why it was chosen. */
export const recommendedCoffeeSchema = z.object({
  name: z.string(),
  roaster: z.string(),
  description: z.string(),
  expectedNotes: z.array(z.string()),
  roastLevel: z.string().nullable(),
  brewMethodSuggestion: z.string(),
  /** One line, e.g. "People who rated Kochere 5★ loved this". */
  reason: z.string(),
  averageRating: rating,
  ratingsCount: count,
});
export type RecommendedCoffee = z.infer<typeof recommendedCoffeeSchema>;

export const BREWING_TIP_TOPICS = ['ratio', 'temperature', 'grind'] as const;

/** Advice drawn from the person's own brew details against their ratings. */
export const brewingTipSchema = z.object({
  topic: z.enum(BREWING_TIP_TOPICS),
  title: z.string(),
  detail: z.string(),
});
export type BrewingTip = z.infer<typeof brewingTipSchema>;

export const EXPLORATION_KINDS = ['origin', 'process', 'method'] as const;

/** Something the person has not tried that people with their taste rate well. */
export const explorationSuggestionSchema = z.object({
  kind: z.enum(EXPLORATION_KINDS),
  value: z.string(),
  reason: z.string(),
});
export type ExplorationSuggestion = z.infer<typeof explorationSuggestionSchema>;

/** A range of a brew variable and the person's average rating within it. */
const ratingByRange = z.object({ range: z.string(), averageRating: rating, count });

/** The Coffee Insights tab: the person's own habits and what goes with their best cups. */
export const coffeeInsightsSchema = z.object({
  favoriteBrewMethod: z.string().nullable(),
  favoriteRoaster: z.string().nullable(),
  averageRating: rating.nullable(),
  /** The last 6 calendar months (UTC), oldest first; null average in a month without check-ins. */
  ratingTrend: z.array(
    z.object({ month: z.string(), name: z.string(), averageRating: rating.nullable(), count }),
  ),
  /** Ratio (water ÷ dose) ranges, in order; only ranges with check-ins. */
  ratioVsRating: z.array(ratingByRange),
  /** Water temperature ranges (in the person's unit), in order; only ranges with check-ins. */
  temperatureVsRating: z.array(ratingByRange),
});
export type CoffeeInsights = z.infer<typeof coffeeInsightsSchema>;

/** `GET /api/recommendations` (SPEC §3 Recommendations plus the Coffee Insights tab). */
export const recommendationsSchema = z.object({
  coffees: z.array(recommendedCoffeeSchema),
  brewingTips: z.array(brewingTipSchema),
  explorationSuggestion: explorationSuggestionSchema.nullable(),
  insights: coffeeInsightsSchema,
  generatedAt: z.iso.datetime(),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

/**
 * The settings that shape a person's recommendations (SPEC §3 preferences): the default brew method
 * for cold start and exploration, the coffee strength for ratio advice, the unit temperatures are
 * written in. Identity owns them; the
 * gateway passes them along, and the cached answer is only reused for the same ones.
 */
export const recommendationTasteSchema = z.object({
  defaultBrewMethod: z.enum(BREW_METHODS),
  coffeeStrengthPreference: z.enum(COFFEE_STRENGTHS),
  measurementUnit: z.enum(MEASUREMENT_UNITS),
});
export type RecommendationTaste = z.infer<typeof recommendationTasteSchema>;

/** `?refresh=1` recomputes instead of answering the cached recommendations. */
export const recommendationsQuery = z.object({
  refresh: z
    .enum(['0', '1', 'true', 'false'], { error: 'refresh must be 1 or 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type RecommendationsQuery = z.output<typeof recommendationsQuery>;
