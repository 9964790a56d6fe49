import { useInfiniteQuery } from '@tanstack/react-query';
import { userApiPath } from './get-user-profile';
import { friendListQueryOptions } from './people-cache';
import { socialKeys } from './query-keys';

/** GET /api/users/{username}/following: Whom someone follows (403 when their privacy hides their profile). */
export const userFollowingQueryOptions = (username: string) =>
  friendListQueryOptions(socialKeys.userFollowing(username), `${userApiPath(username)}/following`);

export function useUserFollowing(username: string) {
  return useInfiniteQuery(userFollowingQueryOptions(username));
}
