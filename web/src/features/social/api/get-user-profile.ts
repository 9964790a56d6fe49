import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { socialKeys } from './query-keys';

export function userApiPath(username: string): string {
  return `/api/users/${encodeURIComponent(username)}`;
}

/**
 * GET /api/users/{username}: the profile as the viewer may see it (404 when there is no such user).
 * Its schema (and zod) load alongside the request, so the route's loader can ask before the screen is here.
 */
export function getUserProfile(username: string) {
  const schema = import('@crema/contracts/social/rest').then((module) => module.userProfileViewSchema);
  return apiJson('GET', userApiPath(username), schema);
}

export const userProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: socialKeys.profile(username),
    queryFn: () => getUserProfile(username),
    // Counts and privacy change as people follow and edit settings: fetched again on each visit.
    staleTime: VISIT_STALE_TIME_MS,
  });

export function useUserProfile(username: string) {
  return useQuery(userProfileQueryOptions(username));
}
