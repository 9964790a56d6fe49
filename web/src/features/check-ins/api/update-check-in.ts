import { checkInCardSchema, PHOTO_FIELD, type CheckInCard, type UpdateCheckInBody } from '@crema/contracts/checkins/check-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateCheckInLists, updateCardInLists } from './check-in-cache';

/** A new photo for the check-in, or 'remove' to take its photo away. */
export type PhotoChange = File | 'remove';

export interface UpdateCheckInInput {
  id: number;
  changes: UpdateCheckInBody;
  photo?: PhotoChange | undefined;
}

/** PUT /api/check-ins/{id}/photo (multipart, like create) or DELETE it; answers the updated card. */
function changePhoto(id: number, photo: PhotoChange): Promise<CheckInCard> {
  if (photo === 'remove') return apiJson('DELETE', `/api/check-ins/${id}/photo`, checkInCardSchema);
  const form = new FormData();
  form.append(PHOTO_FIELD, photo);
  return apiJson('PUT', `/api/check-ins/${id}/photo`, checkInCardSchema, form);
}

/**
 * PATCH /api/check-ins/{id} with the edited fields as JSON (SPEC §7), then the photo change if
 * any (the fields are saved even when the photo is refused); answers the updated card.
 */
export async function updateCheckIn({ id, changes, photo }: UpdateCheckInInput): Promise<CheckInCard> {
  const card = await apiJson('PATCH', `/api/check-ins/${id}`, checkInCardSchema, changes);
  return photo ? changePhoto(id, photo) : card;
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
