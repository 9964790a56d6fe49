import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { loadLikeStateSchema } from './card-schemas';
import { invalidateCheckInLists, restoreLists, snapshotLists, updateCardInLists } from './check-in-cache';

/** POST likes, DELETE unlikes; the answer is the check-in's new like state. */
export function likeCheckIn(id: number, like: boolean) {
  return apiJson(like ? 'POST' : 'DELETE', `/api/check-ins/${id}/like`, loadLikeStateSchema());
}

/**
 * Toggles the viewer's like (SPEC §4): the card's state and count change at once in every cached
 * list, go back silently if the call fails, and the lists are refetched after it succeeds.
 */
export function useToggleLike(checkIn: Pick<CheckInCard, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['like-check-in', checkIn.id],
    mutationFn: (like: boolean) => likeCheckIn(checkIn.id, like),
    onMutate: async (like) => {
      const snapshot = await snapshotLists(queryClient);
      updateCardInLists(queryClient, checkIn.id, (card) =>
        card.isLiked === like
          ? card
          : { ...card, isLiked: like, likesCount: Math.max(0, card.likesCount + (like ? 1 : -1)) },
      );
      return { snapshot };
    },
    onError: (_error, _like, context) => {
      if (context) restoreLists(queryClient, context.snapshot);
    },
    onSuccess: (state) => {
      updateCardInLists(queryClient, checkIn.id, (card) => ({ ...card, ...state }));
      void invalidateCheckInLists(queryClient);
    },
  });
}
