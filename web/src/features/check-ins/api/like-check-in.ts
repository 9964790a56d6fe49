import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { loadLikeStateSchema } from './card-schemas';
import { cancelCardRefetches, invalidateCheckInLists, updateCardInLists } from './check-in-cache';

/** POST likes, DELETE unlikes; the answer is the check-in's new like state. */
export function likeCheckIn(id: number, like: boolean) {
  return apiJson(like ? 'POST' : 'DELETE', `/api/check-ins/${id}/like`, loadLikeStateSchema());
}

/** Shows the card liked or not, its count following; a card already so is left as it is. */
function setLiked(queryClient: QueryClient, id: number, like: boolean): void {
  updateCardInLists(queryClient, id, (card) =>
    card.isLiked === like
      ? card
      : { ...card, isLiked: like, likesCount: Math.max(0, card.likesCount + (like ? 1 : -1)) },
  );
}

/**
 * Toggles the viewer's like (SPEC §4): the card's state and count change at once in every cached
 * list, go back silently if the call fails, and the lists are refetched after it succeeds. A failure
 * undoes only this card's change: other cards' likes, saves and deletes made meanwhile stay.
 */
export function likeMutationOptions(queryClient: QueryClient, checkIn: Pick<CheckInCard, 'id'>) {
  return mutationOptions({
    mutationKey: ['like-check-in', checkIn.id],
    mutationFn: (like: boolean) => likeCheckIn(checkIn.id, like),
    onMutate: async (like: boolean) => {
      await cancelCardRefetches(queryClient);
      setLiked(queryClient, checkIn.id, like);
    },
    onError: (_error, like) => setLiked(queryClient, checkIn.id, !like),
    onSuccess: (state) => {
      updateCardInLists(queryClient, checkIn.id, (card) => ({ ...card, ...state }));
      void invalidateCheckInLists(queryClient);
    },
  });
}

export function useToggleLike(checkIn: Pick<CheckInCard, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation(likeMutationOptions(queryClient, checkIn));
}
