import { useInfiniteQuery } from '@tanstack/react-query';
import { friendListQueryOptions } from './people-cache';
import { socialKeys } from './query-keys';

/** GET /api/friends: People who follow you and whom you follow (SPEC §2 Friends); paged by the Link header. */
export const friendsQueryOptions = () => friendListQueryOptions(socialKeys.friends, '/api/friends');

export function useFriends({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...friendsQueryOptions(), enabled });
}
