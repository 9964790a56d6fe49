import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateCheckInLists, invalidateViewerProfile, removeCardFromLists } from './check-in-cache';

export function deleteCheckIn(id: number): Promise<void> {
  return apiSend('DELETE', `/api/check-ins/${id}`);
}

/**
 * Deletes a check-in of the viewer (SPEC §4 "Delete"): on success it leaves every cached list at
 * once and the lists and the viewer's profile (its count) are refetched; toasts as SPEC §8.
 */
export function deleteMutationOptions(queryClient: QueryClient, onSuccess?: () => void) {
  return mutationOptions({
    mutationFn: deleteCheckIn,
    onSuccess: (_data, id) => {
      removeCardFromLists(queryClient, id);
      void invalidateCheckInLists(queryClient);
      void invalidateViewerProfile(queryClient);
      toast({ title: 'Check-in deleted' });
      onSuccess?.();
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: errorDetail(error, 'Failed to delete check-in'),
        variant: 'destructive',
      });
    },
  });
}

export function useDeleteCheckIn({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation(deleteMutationOptions(queryClient, onSuccess));
}
