import { coffeePageSchema } from '@crema/contracts/checkins/coffee-pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { coffeePageKeys } from '@/lib/query-keys';
import { pageRetry } from './page-retry';

/** GET /api/coffees/{id}: the coffee's catalogue facts and what visible check-ins say of it. */
export const coffeePageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: coffeePageKeys.coffee(id),
    queryFn: () => apiJson('GET', `/api/coffees/${encodeURIComponent(id)}`, coffeePageSchema),
    // Counts follow follows, privacy and new check-ins: fetched again on each visit.
    staleTime: 0,
    retry: pageRetry,
  });

export function useCoffeePage(id: string) {
  return useQuery(coffeePageQueryOptions(id));
}
