import { useInfiniteQuery } from '@tanstack/react-query';
import { friendListQueryOptions } from './people-cache';
import { socialKeys } from './query-keys';

/** GET /api/followers: People who follow you, newest first; paged by the Link header. */
export const followersQueryOptions = () => friendListQueryOptions(socialKeys.followers, '/api/followers');

export function useFollowers({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...followersQueryOptions(), enabled });
}
