import { z } from 'zod';
import {
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  SEARCH_RESULTS_MAX,
  SEARCH_TYPES,
  type SearchType,
} from './search-terms';

/**
 * Search (SPEC §2 "Search", §3 "Search results", §5): one route, four kinds of result. The gateway
 * validates the query and routes each type to the service that owns its data.
 */
/** The text searched for: more than 2 characters once trimmed. */
export const searchTextSchema = z
  .string({ error: 'Type at least 3 characters to search' })
  .trim()
  .min(SEARCH_QUERY_MIN, 'Type at least 3 characters to search')
  .max(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters`);

/** GET /api/search?type=…&query=… */
export const searchQuery = z.object({
  type: z.enum(SEARCH_TYPES, { error: 'type must be coffees, roasters, cafes or users' }),
  query: searchTextSchema,
});
export type SearchQuery = z.output<typeof searchQuery>;

const count = z.number().int().nonnegative();

/** GET /api/search/counts?query=…: how many results each tab has for the text. */
export const searchCountsQuery = z.object({ query: searchTextSchema });
export type SearchCountsQuery = z.output<typeof searchCountsQuery>;

/**
 * Results per type, each at most SEARCH_RESULTS_MAX (the most a tab lists): an empty tab tells how
 * many the others have (ADR 0020).
 */
export const searchCountsSchema = z.object({
  coffees: count.max(SEARCH_RESULTS_MAX),
  roasters: count.max(SEARCH_RESULTS_MAX),
  cafes: count.max(SEARCH_RESULTS_MAX),
  users: count.max(SEARCH_RESULTS_MAX),
});
export type SearchCounts = z.infer<typeof searchCountsSchema>;

/** A coffee: the check-ins of one name and roaster the viewer may see, aggregated. */
export const coffeeResultSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  roaster: z.string(),
  /** The latest photo (thumbnail) of the coffee, if any. */
  imageUrl: z.string().nullable(),
  /** Mean rating, one decimal. */
  avgRating: z.number().min(0).max(5),
  ratingsCount: count,
  /** The admin catalogue's coffee bag of this name and roaster (catalogue data is public), if any. */
  coffeeBagId: z.number().int().positive().nullable(),
});
export type CoffeeResult = z.infer<typeof coffeeResultSchema>;

/**
 * A roaster that check-ins name or the admin catalogue holds; name, location and logo come from
 * the catalogue when it has the roaster (and the count from check-ins: 0 for one nobody drank yet).
 */
export const roasterResultSchema = z.object({
  /** The roaster's key (its normalised name): the id of its page. */
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** Distinct coffees of this roaster among the check-ins the viewer may see. */
  coffeesCount: count,
});
export type RoasterResult = z.infer<typeof roasterResultSchema>;

/** A café: a check-in location. */
export const cafeResultSchema = z.object({
  /** The id of its page. */
  id: z.number().int().positive(),
  name: z.string(),
  address: z.string().nullable(),
  imageUrl: z.string().nullable(),
  checkInsCount: count,
});
export type CafeResult = z.infer<typeof cafeResultSchema>;

/** A person the viewer may see. */
export const userResultSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  checkInsCount: count,
  isFollowing: z.boolean(),
});
export type UserResult = z.infer<typeof userResultSchema>;

/** The answer of each type, as the web reads it. */
export const searchResultSchemas = {
  coffees: coffeeResultSchema,
  roasters: roasterResultSchema,
  cafes: cafeResultSchema,
  users: userResultSchema,
} as const satisfies Record<SearchType, z.ZodType>;
export type SearchResult<T extends SearchType> = z.infer<(typeof searchResultSchemas)[T]>;

/** GET /api/search's answer for each type: its results, best first. */
export const searchResultListSchemas = {
  coffees: z.array(searchResultSchemas.coffees),
  roasters: z.array(searchResultSchemas.roasters),
  cafes: z.array(searchResultSchemas.cafes),
  users: z.array(searchResultSchemas.users),
} as const satisfies Record<SearchType, z.ZodType>;
