import { roasterSchema, type Roaster } from '@crema/contracts/admin/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchLinkPage, nextPageParam, type LinkPage } from '@/lib/link-page';
import { adminKeys, listUrl } from './query-keys';

/** GET /api/admin/roasters: newest first, optionally filtered by name; paged by the Link header. */
export function roastersUrl(query: string, limit?: number): string {
  return listUrl('/api/admin/roasters', { query, limit: limit === undefined ? undefined : String(limit) });
}

export function fetchRoastersPage(url: string): Promise<LinkPage<Roaster>> {
  return fetchLinkPage(url, roasterSchema);
}

export const roastersQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.roasterList(query),
    queryFn: ({ pageParam }) => fetchRoastersPage(pageParam),
    initialPageParam: roastersUrl(query),
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });

export function useRoasters(query: string) {
  return useInfiniteQuery(roastersQueryOptions(query));
}
