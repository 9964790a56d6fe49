import { userProfileViewSchema } from '@crema/contracts/social/rest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { socialKeys } from './query-keys';

export function userApiPath(username: string): string {
  return `/api/users/${encodeURIComponent(username)}`;
}

/** GET /api/users/{username}: the profile as the viewer may see it (404 when there is no such user). */
export function getUserProfile(username: string) {
  return apiJson('GET', userApiPath(username), userProfileViewSchema);
}

export const userProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: socialKeys.profile(username),
    queryFn: () => getUserProfile(username),
    // Counts and privacy change as people follow and edit settings: fetched again on each visit.
    staleTime: 0,
  });

export function useUserProfile(username: string) {
  return useQuery(userProfileQueryOptions(username));
}
