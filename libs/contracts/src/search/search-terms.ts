/**
 * Search's plain terms: the kinds of result and the limits of a query. Kept apart from the schemas
 * (search.ts) so the web's search loader can read them without waiting for zod (ADR 0037).
 */
export const SEARCH_TYPES = ['coffees', 'roasters', 'cafes', 'users'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_QUERY_MIN = 3;
export const SEARCH_QUERY_MAX = 100;
/** At most this many results of any type. */
export const SEARCH_RESULTS_MAX = 20;
