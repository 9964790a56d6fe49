import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/link-page';
import { fetchCheckInPage } from './check-in-cache';
import { checkInKeys } from './query-keys';

/** GET /api/user/check-ins: the signed-in user's own check-ins, newest first, by cursor. */
export const ownCheckInsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: checkInKeys.own,
    queryFn: ({ pageParam }) => fetchCheckInPage(pageParam),
    initialPageParam: '/api/user/check-ins',
    getNextPageParam: nextPageParam,
  });

export function useOwnCheckIns({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...ownCheckInsQueryOptions(), enabled });
}
