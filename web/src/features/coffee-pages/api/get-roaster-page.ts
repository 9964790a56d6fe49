import { roasterPageSchema } from '@crema/contracts/checkins/coffee-pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { coffeePageKeys } from '@/lib/query-keys';
import { pageRetry } from './page-retry';

/** GET /api/roasters/{id}: the roaster's catalogue facts, coffees and visible check-ins' stats. */
export const roasterPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: coffeePageKeys.roaster(id),
    queryFn: () => apiJson('GET', `/api/roasters/${encodeURIComponent(id)}`, roasterPageSchema),
    staleTime: 0,
    retry: pageRetry,
  });

export function useRoasterPage(id: string) {
  return useQuery(roasterPageQueryOptions(id));
}
