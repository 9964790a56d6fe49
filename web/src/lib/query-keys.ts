import type { SearchType } from '@crema/contracts/search/search-terms';

/**
 * Query keys that more than one feature reads or updates. Each starts with its endpoint (SPEC §7);
 * the feature that fetches the data builds its keys from these, and the features that touch its
 * cache (a follow updating the people found by search, refetching the feeds) use the same ones, so
 * a rename cannot silently miss a cache update.
 */

/** Every check-in feed: the home feed's friends filter changes with every follow. */
export const checkInFeedsKey = ['/api/check-ins'] as const;

/**
 * The coffee, roaster and café pages: their numbers are made of check-ins, so the check-in feature
 * refetches them with its lists (a check-in posted from a coffee page shows in its ratings).
 */
export const coffeePageKeys = {
  all: ['coffee-pages'] as const,
  coffee: (id: string) => ['coffee-pages', '/api/coffees', id] as const,
  roaster: (id: string) => ['coffee-pages', '/api/roasters', id] as const,
  cafe: (id: string) => ['coffee-pages', '/api/cafes', id] as const,
};

/**
 * People's profiles: the social feature reads them; a check-in created or deleted changes its
 * author's count, so the check-in feature refetches the author's.
 */
export const profileKeys = {
  all: ['/api/users'] as const,
  /** A profile, and as a prefix its lists and badges. */
  profile: (username: string) => ['/api/users', username] as const,
};

export const searchKeys = {
  /** Every search of one type (a prefix: the query follows). */
  type: (type: SearchType) => ['/api/search', { type }] as const,
  results: (type: SearchType, query: string) => ['/api/search', { type, query }] as const,
  /** Results per type (the empty tab's hint): under its own path, not a search of a type. */
  counts: (query: string) => ['/api/search/counts', { query }] as const,
};

/**
 * The insights read models: a check-in (created, edited, deleted) changes them a moment later, once
 * the insights service has its event, so the check-in feature refetches them with its lists.
 */
export const insightsKeys = {
  badges: ['/api/badges'] as const,
  earnedBadges: ['/api/user/badges'] as const,
  stats: ['/api/user/stats'] as const,
  recommendations: ['/api/recommendations'] as const,
  userBadges: (username: string) => ['/api/users', username, 'badges'] as const,
};

/** Every insights query that follows the signed-in user's own check-ins. */
export const ownInsightsKeys = [
  insightsKeys.badges,
  insightsKeys.earnedBadges,
  insightsKeys.stats,
  insightsKeys.recommendations,
] as const;
