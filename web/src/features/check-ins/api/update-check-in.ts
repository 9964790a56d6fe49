import { checkInCardSchema, type CheckInCard, type UpdateCheckInBody } from '@crema/contracts/checkins/check-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateCheckInLists, updateCardInLists } from './check-in-cache';

export interface UpdateCheckInInput {
  id: number;
  changes: UpdateCheckInBody;
}

/** PATCH /api/check-ins/{id} with the edited fields as JSON (SPEC §7); answers the updated card. */
export function updateCheckIn({ id, changes }: UpdateCheckInInput): Promise<CheckInCard> {
  return apiJson('PATCH', `/api/check-ins/${id}`, checkInCardSchema, changes);
}

export function useUpdateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCheckIn,
    onSuccess: (card) => {
      // Show the edit at once wherever the card is cached, then refetch the lists (SPEC §4).
      updateCardInLists(queryClient, card.id, (current) => ({ ...current, ...card }));
      toast({ title: 'Check-in updated' });
      void invalidateCheckInLists(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error instanceof ApiError ? error.detail : 'Failed to update check-in',
        variant: 'destructive',
      });
    },
  });
}
