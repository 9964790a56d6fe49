import { useInfiniteQuery } from '@tanstack/react-query';
import { userApiPath } from './get-user-profile';
import { friendListQueryOptions } from './people-cache';
import { socialKeys } from './query-keys';

/** GET /api/users/{username}/followers: Someone's followers (403 when their privacy hides their profile). */
export const userFollowersQueryOptions = (username: string) =>
  friendListQueryOptions(socialKeys.userFollowers(username), `${userApiPath(username)}/followers`);

export function useUserFollowers(username: string) {
  return useInfiniteQuery(userFollowersQueryOptions(username));
}
