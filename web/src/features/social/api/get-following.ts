import { useInfiniteQuery } from '@tanstack/react-query';
import { friendListQueryOptions } from './people-cache';
import { socialKeys } from './query-keys';

/** GET /api/following: People you follow, newest first; paged by the Link header. */
export const followingQueryOptions = () => friendListQueryOptions(socialKeys.following, '/api/following');

export function useFollowing({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...followingQueryOptions(), enabled });
}
