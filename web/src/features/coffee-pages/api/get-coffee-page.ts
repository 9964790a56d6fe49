import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { coffeePageKeys } from '@/lib/query-keys';
import { pageRetry } from './page-retry';
import { loadCoffeePageSchema } from './page-schemas';

/** GET /api/coffees/{id}: the coffee's catalogue facts and what visible check-ins say of it. */
export const coffeePageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: coffeePageKeys.coffee(id),
    queryFn: () => apiJson('GET', `/api/coffees/${encodeURIComponent(id)}`, loadCoffeePageSchema()),
    // Counts follow follows, privacy and new check-ins: fetched again on each visit.
    staleTime: VISIT_STALE_TIME_MS,
    retry: pageRetry,
  });

export function useCoffeePage(id: string) {
  return useQuery(coffeePageQueryOptions(id));
}
