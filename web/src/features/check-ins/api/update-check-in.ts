import { checkInCardSchema, PHOTO_FIELD, type CheckInCard, type UpdateCheckInBody } from '@crema/contracts/checkins/check-in';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateCheckInLists, updateCardInLists } from './check-in-cache';

/** A new photo for the check-in, or 'remove' to take its photo away. */
export type PhotoChange = File | 'remove';

export interface UpdateCheckInInput {
  id: number;
  changes: UpdateCheckInBody;
  photo?: PhotoChange | undefined;
}

/** The fields were saved (`card`), then the photo change was refused or never arrived (`cause`). */
export class PhotoNotSavedError extends Error {
  constructor(
    readonly card: CheckInCard,
    readonly photo: PhotoChange,
    cause: unknown,
  ) {
    super(errorDetail(cause), { cause });
    this.name = 'PhotoNotSavedError';
  }
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
 * any; answers the updated card. The fields are saved even when the photo is refused: that fails
 * with a PhotoNotSavedError carrying the card as saved.
 */
export async function updateCheckIn({ id, changes, photo }: UpdateCheckInInput): Promise<CheckInCard> {
  const card = await apiJson('PATCH', `/api/check-ins/${id}`, checkInCardSchema, changes);
  if (!photo) return card;
  try {
    return await changePhoto(id, photo);
  } catch (error) {
    throw new PhotoNotSavedError(card, photo, error);
  }
}

/** Shows the saved card at once wherever it is cached, then refetches the lists (SPEC §4). */
function showSaved(queryClient: QueryClient, card: CheckInCard): void {
  updateCardInLists(queryClient, card.id, (current) => ({ ...current, ...card }));
  void invalidateCheckInLists(queryClient);
}

/** Saves an edit; toasts as SPEC §8, and one saying so when only the photo was not saved. */
export function updateMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: updateCheckIn,
    onSuccess: (card) => {
      showSaved(queryClient, card);
      toast({ title: 'Check-in updated' });
    },
    onError: (error) => {
      if (error instanceof PhotoNotSavedError) {
        showSaved(queryClient, error.card);
        toast({
          title: error.photo === 'remove' ? 'Failed to remove photo' : 'Failed to update photo',
          description: `The other details were saved. ${error.message}`,
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Error',
        description: error instanceof ApiError ? error.detail : 'Failed to update check-in',
        variant: 'destructive',
      });
    },
  });
}

export function useUpdateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation(updateMutationOptions(queryClient));
}
