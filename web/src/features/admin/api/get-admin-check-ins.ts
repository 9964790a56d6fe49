import { checkInCardSchema, type CheckInCard } from '@crema/contracts/checkins/check-in';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchLinkPage, nextPageParam, type LinkPage } from '@/lib/link-page';
import { adminKeys, listUrl, type AdminCheckInFilter } from './query-keys';

/** GET /api/check-ins?feedType=discover&filter=… as an administrator sees it (SPEC §7 Admin). */
export function adminCheckInsUrl(filter: AdminCheckInFilter): string {
  return listUrl('/api/check-ins', { feedType: 'discover', filter });
}

export function fetchAdminCheckInsPage(url: string): Promise<LinkPage<CheckInCard>> {
  return fetchLinkPage(url, checkInCardSchema);
}

export const adminCheckInsQueryOptions = (filter: AdminCheckInFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.checkIns(filter),
    queryFn: ({ pageParam }) => fetchAdminCheckInsPage(pageParam),
    initialPageParam: adminCheckInsUrl(filter),
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });

export function useAdminCheckIns(filter: AdminCheckInFilter) {
  return useInfiniteQuery(adminCheckInsQueryOptions(filter));
}
