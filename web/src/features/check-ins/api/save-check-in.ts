import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { loadSaveStateSchema } from './card-schemas';
import { invalidateCheckInLists, restoreLists, snapshotLists, updateCardInLists } from './check-in-cache';
import { checkInKeys } from './query-keys';

/** POST saves, DELETE unsaves; the answer is the new save state. */
export function saveCheckIn(id: number, save: boolean) {
  return apiJson(save ? 'POST' : 'DELETE', `/api/check-ins/${id}/save`, loadSaveStateSchema());
}

/**
 * Toggles the viewer's save (SPEC §4): optimistic in every cached list and shared page, rolled back
 * silently on failure; after success the lists, the saved list included, are refetched.
 */
export function useToggleSave(checkIn: Pick<CheckInCard, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['save-check-in', checkIn.id],
    mutationFn: (save: boolean) => saveCheckIn(checkIn.id, save),
    onMutate: async (save) => {
      const snapshot = await snapshotLists(queryClient);
      updateCardInLists(queryClient, checkIn.id, (card) => ({ ...card, isSaved: save }));
      return { snapshot };
    },
    onError: (_error, _save, context) => {
      if (context) restoreLists(queryClient, context.snapshot);
    },
    onSuccess: (state) => {
      updateCardInLists(queryClient, checkIn.id, (card) => ({ ...card, ...state }));
      void invalidateCheckInLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: checkInKeys.saved });
    },
  });
}
