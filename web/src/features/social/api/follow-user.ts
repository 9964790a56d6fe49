import { followStateSchema } from '@crema/contracts/social/rest';
import {
  mutationOptions,
  useIsMutating,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { checkInFeedsKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { applyFollow, applyFollowAnswer, cancelPeopleRefetches, searchedPeopleKey } from './people-cache';
import { socialKeys } from './query-keys';

/** POST follows, DELETE unfollows (both idempotent); the answer is the new follow state. */
export function followUser(id: number, follow: boolean) {
  return apiJson(follow ? 'POST' : 'DELETE', `/api/users/${id}/follow`, followStateSchema);
}

const followMutationKeys = {
  all: ['follow-user'] as const,
  user: (userId: number) => ['follow-user', userId] as const,
};

/** Whether a follow or unfollow of this person is on its way, from any button on the screen. */
export function useFollowPending(userId: number): boolean {
  return useIsMutating({ mutationKey: followMutationKeys.user(userId) }) > 0;
}

/** The person a follow button acts on. */
export interface FollowTarget {
  id: number;
  username: string;
}

/** Refetches what a follow changes: the lists, the profiles, the people found by search, the feeds. */
function refetchAfterFollows(queryClient: QueryClient): void {
  for (const queryKey of [
    socialKeys.friends,
    socialKeys.followers,
    socialKeys.following,
    socialKeys.profiles,
    searchedPeopleKey,
    checkInFeedsKey,
  ])
    void queryClient.invalidateQueries({ queryKey });
  // Suggestions stay on screen (with 'Following', so the follow can be undone) until next shown.
  void queryClient.invalidateQueries({ queryKey: socialKeys.suggestions, refetchType: 'none' });
}

/**
 * Follows or unfollows someone, optimistically: the state flips at once in every cached list,
 * search result and profile. When the call fails only this person's state is turned back (other
 * follows in flight keep theirs) and a toast says so. The lists, profiles, search results and feeds
 * are refetched once the last follow in flight has settled: a refetch answered while another follow
 * is still on its way would show that one undone.
 */
export function followMutationOptions(queryClient: QueryClient, person: FollowTarget) {
  return mutationOptions({
    mutationKey: followMutationKeys.user(person.id),
    mutationFn: (follow: boolean) => followUser(person.id, follow),
    onMutate: async (follow: boolean) => {
      await cancelPeopleRefetches(queryClient);
      applyFollow(queryClient, person.id, follow);
    },
    onError: (error, follow) => {
      applyFollow(queryClient, person.id, !follow);
      toast({
        title: follow ? `Couldn't follow ${person.username}` : `Couldn't unfollow ${person.username}`,
        description: errorDetail(error),
        variant: 'destructive',
      });
    },
    onSuccess: (answer) => applyFollowAnswer(queryClient, person.id, answer),
    onSettled: () => {
      // This mutation still counts as pending while it settles.
      if (queryClient.isMutating({ mutationKey: followMutationKeys.all }) <= 1)
        refetchAfterFollows(queryClient);
    },
  });
}

export function useToggleFollow(person: FollowTarget) {
  const queryClient = useQueryClient();
  return useMutation(followMutationOptions(queryClient, person));
}
