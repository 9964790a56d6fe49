import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { coffeePageKeys } from '@/lib/query-keys';
import { pageRetry } from './page-retry';
import { loadRoasterPageSchema } from './page-schemas';

/** GET /api/roasters/{id}: the roaster's catalogue facts, coffees and visible check-ins' stats. */
export const roasterPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: coffeePageKeys.roaster(id),
    queryFn: () => apiJson('GET', `/api/roasters/${encodeURIComponent(id)}`, loadRoasterPageSchema()),
    staleTime: VISIT_STALE_TIME_MS,
    retry: pageRetry,
  });

export function useRoasterPage(id: string) {
  return useQuery(roasterPageQueryOptions(id));
}
