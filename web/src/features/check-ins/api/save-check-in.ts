import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { loadSaveStateSchema } from './card-schemas';
import { cancelCardRefetches, invalidateCheckInLists, updateCardInLists } from './check-in-cache';
import { checkInKeys } from './query-keys';

/** POST saves, DELETE unsaves; the answer is the new save state. */
export function saveCheckIn(id: number, save: boolean) {
  return apiJson(save ? 'POST' : 'DELETE', `/api/check-ins/${id}/save`, loadSaveStateSchema());
}

function setSaved(queryClient: QueryClient, id: number, save: boolean): void {
  updateCardInLists(queryClient, id, (card) => (card.isSaved === save ? card : { ...card, isSaved: save }));
}

/**
 * Toggles the viewer's save (SPEC §4): optimistic in every cached list and shared page, rolled back
 * silently on failure (only this card: other cards' changes made meanwhile stay); after success the
 * lists, the saved list included, are refetched.
 */
export function saveMutationOptions(queryClient: QueryClient, checkIn: Pick<CheckInCard, 'id'>) {
  return mutationOptions({
    mutationKey: ['save-check-in', checkIn.id],
    mutationFn: (save: boolean) => saveCheckIn(checkIn.id, save),
    onMutate: async (save: boolean) => {
      await cancelCardRefetches(queryClient);
      setSaved(queryClient, checkIn.id, save);
    },
    onError: (_error, save) => setSaved(queryClient, checkIn.id, !save),
    onSuccess: (state) => {
      updateCardInLists(queryClient, checkIn.id, (card) => ({ ...card, ...state }));
      void invalidateCheckInLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: checkInKeys.saved });
    },
  });
}

export function useToggleSave(checkIn: Pick<CheckInCard, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation(saveMutationOptions(queryClient, checkIn));
}
