import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/link-page';
import { fetchCheckInPage } from './check-in-cache';
import { checkInKeys } from './query-keys';

/** GET /api/user/saved: the check-ins the signed-in user saved, latest save first, by cursor. */
export function useSavedCheckIns({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: checkInKeys.saved,
    queryFn: ({ pageParam }) => fetchCheckInPage(pageParam),
    initialPageParam: '/api/user/saved',
    getNextPageParam: nextPageParam,
    enabled,
  });
}
