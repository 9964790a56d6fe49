// The feeds' types and filters, without schemas: the web's first screen reads them from the URL
// without loading zod (ADR 0025). feed.ts re-exports them with the query's schema.

export const FEED_TYPES = ['discover', 'feed'] as const;
export type FeedType = (typeof FEED_TYPES)[number];
export const FEED_FILTERS = ['recent', 'friends', 'nearby', 'top'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
/**
 * The administrators' check-in list (SPEC §7: discover with all, recent or popular): `all` is every
 * check-in, newest first, and `popular` every check-in by likes, then comments; both include every
 * privacy level and hidden content, and answer 403 to anyone but an administrator.
 */
export const ADMIN_FEED_FILTERS = ['all', 'popular'] as const;
export type AdminFeedFilter = (typeof ADMIN_FEED_FILTERS)[number];

/** Radius of the nearby filter around the lat/lng the client sends. */
export const NEARBY_RADIUS_KM = 50;

export function isAdminFeedFilter(filter: string): filter is AdminFeedFilter {
  return (ADMIN_FEED_FILTERS as readonly string[]).includes(filter);
}
