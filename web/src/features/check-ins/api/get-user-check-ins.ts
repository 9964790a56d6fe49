import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/link-page';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { fetchCheckInPage } from './check-in-cache';
import { checkInKeys } from './query-keys';

/** The first page of someone's check-ins; later pages come from the Link header. */
export function userCheckInsUrl(username: string): string {
  return `/api/users/${encodeURIComponent(username)}/check-ins`;
}

/** GET /api/users/{username}/check-ins: newest first, by cursor (403 when their privacy hides them). */
export const userCheckInsQueryOptions = (username: string) =>
  infiniteQueryOptions({
    queryKey: checkInKeys.user(username),
    queryFn: ({ pageParam }) => fetchCheckInPage(pageParam),
    initialPageParam: userCheckInsUrl(username),
    getNextPageParam: nextPageParam,
    // Who may see them changes with follows and privacy: fetched again on each visit.
    staleTime: VISIT_STALE_TIME_MS,
  });

export function useUserCheckIns(username: string) {
  return useInfiniteQuery(userCheckInsQueryOptions(username));
}
