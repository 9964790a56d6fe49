import { coffeeBagSchema, type CoffeeBag } from '@crema/contracts/admin/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchLinkPage, nextPageParam, type LinkPage } from '@/lib/link-page';
import { adminKeys, listUrl } from './query-keys';

/** GET /api/admin/coffee-bags: newest first, optionally filtered by name; paged by the Link header. */
export function coffeeBagsUrl(query: string): string {
  return listUrl('/api/admin/coffee-bags', { query });
}

export function fetchCoffeeBagsPage(url: string): Promise<LinkPage<CoffeeBag>> {
  return fetchLinkPage(url, coffeeBagSchema);
}

export const coffeeBagsQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.coffeeBagList(query),
    queryFn: ({ pageParam }) => fetchCoffeeBagsPage(pageParam),
    initialPageParam: coffeeBagsUrl(query),
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });

export function useCoffeeBags(query: string) {
  return useInfiniteQuery(coffeeBagsQueryOptions(query));
}
