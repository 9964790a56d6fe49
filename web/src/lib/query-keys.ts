import type { SearchType } from '@crema/contracts/search/search';

/**
 * Query keys that more than one feature reads or updates. Each starts with its endpoint (SPEC §7);
 * the feature that fetches the data builds its keys from these, and the features that touch its
 * cache (a follow updating the people found by search, refetching the feeds) use the same ones, so
 * a rename cannot silently miss a cache update.
 */

/** Every check-in feed: the home feed's friends filter changes with every follow. */
export const checkInFeedsKey = ['/api/check-ins'] as const;

export const searchKeys = {
  /** Every search of one type (a prefix: the query follows). */
  type: (type: SearchType) => ['/api/search', { type }] as const,
  results: (type: SearchType, query: string) => ['/api/search', { type, query }] as const,
};
