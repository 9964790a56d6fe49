import { cafePageSchema } from '@crema/contracts/checkins/coffee-pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { coffeePageKeys } from '@/lib/query-keys';
import { pageRetry } from './page-retry';

/** GET /api/cafes/{id}: what the visible check-ins at a café say. */
export const cafePageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: coffeePageKeys.cafe(id),
    queryFn: () => apiJson('GET', `/api/cafes/${encodeURIComponent(id)}`, cafePageSchema),
    staleTime: 0,
    retry: pageRetry,
  });

export function useCafePage(id: string) {
  return useQuery(cafePageQueryOptions(id));
}
