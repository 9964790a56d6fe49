import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/link-page';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { fetchCheckInPage } from './check-in-cache';
import { checkInKeys } from './query-keys';

/**
 * GET /api/{coffees|roasters|cafes}/{id}/check-ins: the check-ins of a page the viewer may see,
 * newest first; later pages come from the Link header. `url` is the first page's.
 */
export const pageCheckInsQueryOptions = (url: string) =>
  infiniteQueryOptions({
    queryKey: checkInKeys.page(url),
    queryFn: ({ pageParam }) => fetchCheckInPage(pageParam),
    initialPageParam: url,
    getNextPageParam: nextPageParam,
    // Who may see them changes with follows and privacy: fetched again on each visit.
    staleTime: VISIT_STALE_TIME_MS,
  });

export function usePageCheckIns(url: string) {
  return useInfiniteQuery(pageCheckInsQueryOptions(url));
}
