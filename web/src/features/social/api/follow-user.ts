import { followStateSchema } from '@crema/contracts/social/rest';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applyFollow, applyFollowAnswer, restorePeople, snapshotPeople } from './people-cache';
import { checkInFeedsKey, socialKeys } from './query-keys';

/** POST follows, DELETE unfollows (both idempotent); the answer is the new follow state. */
export function followUser(id: number, follow: boolean) {
  return apiJson(follow ? 'POST' : 'DELETE', `/api/users/${id}/follow`, followStateSchema);
}

const followMutationKey = (userId: number) => ['follow-user', userId] as const;

/** Whether a follow or unfollow of this person is on its way, from any button on the screen. */
export function useFollowPending(userId: number): boolean {
  return useIsMutating({ mutationKey: followMutationKey(userId) }) > 0;
}

/** The person a follow button acts on. */
export interface FollowTarget {
  id: number;
  username: string;
}

/**
 * Follows or unfollows someone, optimistically: the state flips at once in every cached list,
 * search result and profile; it is rolled back with a toast when the call fails; after success the
 * lists and profiles are refetched (and the feeds, whose friends filter follows the follows).
 */
export function useToggleFollow(person: FollowTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: followMutationKey(person.id),
    mutationFn: (follow: boolean) => followUser(person.id, follow),
    onMutate: async (follow) => {
      const snapshot = await snapshotPeople(queryClient);
      applyFollow(queryClient, person.id, follow);
      return { snapshot };
    },
    onError: (error, follow, context) => {
      if (context) restorePeople(queryClient, context.snapshot);
      toast({
        title: follow ? `Couldn't follow ${person.username}` : `Couldn't unfollow ${person.username}`,
        description: errorDetail(error),
        variant: 'destructive',
      });
    },
    onSuccess: (answer) => {
      applyFollowAnswer(queryClient, person.id, answer);
      for (const queryKey of [
        socialKeys.friends,
        socialKeys.followers,
        socialKeys.following,
        socialKeys.profiles,
      ])
        void queryClient.invalidateQueries({ queryKey });
      // Suggestions stay on screen (with 'Following', so the follow can be undone) until next shown.
      void queryClient.invalidateQueries({ queryKey: socialKeys.suggestions, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: checkInFeedsKey });
    },
  });
}
