import { z } from 'zod';

/**
 * Autocomplete of the check-in form's coffee name and roaster (issue 15 item 7, ADR 0017): the
 * catalogue's spelling first, then the person's own, then the community's, each key once, so one
 * coffee is not split by spelling ("Onyx" and "Onyx Coffee Lab").
 */
export const SUGGEST_QUERY_MIN = 2;
export const SUGGEST_QUERY_MAX = 100;
export const SUGGESTIONS_MAX = 8;

const suggestText = z
  .string({ error: `Type at least ${SUGGEST_QUERY_MIN} characters` })
  .trim()
  .min(SUGGEST_QUERY_MIN, `Type at least ${SUGGEST_QUERY_MIN} characters`)
  .max(SUGGEST_QUERY_MAX, `Type at most ${SUGGEST_QUERY_MAX} characters`);

export const SUGGESTION_SOURCES = ['catalogue', 'history', 'community'] as const;
export const suggestionSourceSchema = z.enum(SUGGESTION_SOURCES);
export type SuggestionSource = z.infer<typeof suggestionSourceSchema>;

/** GET /api/suggestions/coffees?query=…[&roaster=…]: `roaster` narrows to that roaster's coffees. */
export const coffeeSuggestQuery = z.object({
  query: suggestText,
  roaster: z.string().trim().max(SUGGEST_QUERY_MAX).optional(),
});
export type CoffeeSuggestQuery = z.output<typeof coffeeSuggestQuery>;

/** GET /api/suggestions/roasters?query=… */
export const roasterSuggestQuery = z.object({ query: suggestText });
export type RoasterSuggestQuery = z.output<typeof roasterSuggestQuery>;

export const coffeeSuggestionSchema = z.object({
  coffeeName: z.string(),
  roaster: z.string(),
  source: suggestionSourceSchema,
});
export type CoffeeSuggestion = z.infer<typeof coffeeSuggestionSchema>;

export const roasterSuggestionSchema = z.object({
  roaster: z.string(),
  source: suggestionSourceSchema,
});
export type RoasterSuggestion = z.infer<typeof roasterSuggestionSchema>;
