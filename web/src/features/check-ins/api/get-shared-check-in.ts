import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { loadCheckInCardSchema } from './card-schemas';
import { checkInKeys } from './query-keys';

/**
 * The public page of a check-in; 404 when missing, deleted or not shareable. The card's schema (and
 * zod) load alongside the request, so the route's loader can ask before the screen is here.
 */
export function getSharedCheckIn(id: string) {
  return apiJson('GET', `/api/shared-check-in/${encodeURIComponent(id)}`, loadCheckInCardSchema());
}

export const sharedCheckInQueryOptions = (id: string) =>
  queryOptions({
    queryKey: checkInKeys.shared(id),
    queryFn: () => getSharedCheckIn(id),
    // Whether the viewer saved it depends on who is signed in: fetched again on each visit.
    staleTime: VISIT_STALE_TIME_MS,
  });

export function useSharedCheckIn(id: string) {
  return useQuery(sharedCheckInQueryOptions(id));
}
