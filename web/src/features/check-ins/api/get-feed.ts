import type { FeedFilter, FeedType } from '@crema/contracts/checkins/feed';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/link-page';
import { fetchCheckInPage } from './check-in-cache';
import { checkInKeys, type FeedCoords } from './query-keys';

/** SPEC §9: the feed is cached for 10 seconds and retried once. */
export const FEED_STALE_TIME_MS = 10_000;
export const FEED_RETRY = 1;

/** The URL of a feed's first page; later pages come from the Link header. */
export function feedUrl(feedType: FeedType, filter: FeedFilter, coords?: FeedCoords | null): string {
  const search = new URLSearchParams({ feedType, filter });
  if (coords) {
    search.set('lat', String(coords.lat));
    search.set('lng', String(coords.lng));
  }
  return `/api/check-ins?${search.toString()}`;
}

interface UseFeedOptions {
  feedType: FeedType;
  filter: FeedFilter;
  /** Needed by the nearby filter; the query waits for them. */
  coords?: FeedCoords | null;
  enabled?: boolean;
}

/** GET /api/check-ins, page after page by cursor (SPEC §7); also what the home route's loader prefetches. */
export const feedQueryOptions = (feedType: FeedType, filter: FeedFilter, coords?: FeedCoords | null) =>
  infiniteQueryOptions({
    queryKey: checkInKeys.feed(feedType, filter, coords),
    queryFn: ({ pageParam }) => fetchCheckInPage(pageParam),
    initialPageParam: feedUrl(feedType, filter, coords),
    getNextPageParam: nextPageParam,
    staleTime: FEED_STALE_TIME_MS,
    retry: FEED_RETRY,
  });

export function useFeed({ feedType, filter, coords, enabled = true }: UseFeedOptions) {
  const waitingForCoords = filter === 'nearby' && !coords;
  return useInfiniteQuery({ ...feedQueryOptions(feedType, filter, coords), enabled: enabled && !waitingForCoords });
}
