import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { coffeePageKeys } from '@/lib/query-keys';
import { pageRetry } from './page-retry';
import { loadCafePageSchema } from './page-schemas';

/** GET /api/cafes/{id}: what the visible check-ins at a café say. */
export const cafePageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: coffeePageKeys.cafe(id),
    queryFn: () => apiJson('GET', `/api/cafes/${encodeURIComponent(id)}`, loadCafePageSchema()),
    staleTime: VISIT_STALE_TIME_MS,
    retry: pageRetry,
  });

export function useCafePage(id: string) {
  return useQuery(cafePageQueryOptions(id));
}
