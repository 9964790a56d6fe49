import { checkInCardSchema } from '@crema/contracts/checkins/check-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { checkInKeys } from './query-keys';

/** The public page of a check-in; 404 when missing, deleted or not shareable. */
export function getSharedCheckIn(id: string) {
  return apiJson('GET', `/api/shared-check-in/${encodeURIComponent(id)}`, checkInCardSchema);
}

export const sharedCheckInQueryOptions = (id: string) =>
  queryOptions({
    queryKey: checkInKeys.shared(id),
    queryFn: () => getSharedCheckIn(id),
    // Whether the viewer saved it depends on who is signed in: fetched again on each visit.
    staleTime: 0,
  });

export function useSharedCheckIn(id: string) {
  return useQuery(sharedCheckInQueryOptions(id));
}
