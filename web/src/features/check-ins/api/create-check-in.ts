import { checkInCardSchema, PHOTO_FIELD, type CheckInCard, type CreateCheckInBody } from '@crema/contracts/checkins/check-in';
import { checkInToMultipartFields } from '@crema/contracts/checkins/multipart';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateCheckInLists, invalidateViewerProfile } from './check-in-cache';

/** SPEC §9: the lists are refetched 100 ms after a check-in is created. */
export const CREATE_REFETCH_DELAY_MS = 100;
/** SPEC §8: the message of a create that failed because the session is gone. */
export const CREATE_UNAUTHORIZED_MESSAGE = 'You need to log in again to submit a check-in.';

export interface CreateCheckInInput {
  body: CreateCheckInBody;
  photo: File | null;
}

/** POST /api/check-ins as multipart: the text fields of SPEC §7 plus the photo. */
export function createCheckIn({ body, photo }: CreateCheckInInput): Promise<CheckInCard> {
  const form = new FormData();
  for (const [name, value] of Object.entries(checkInToMultipartFields(body))) form.append(name, value);
  if (photo) form.append(PHOTO_FIELD, photo);
  return apiJson('POST', '/api/check-ins', checkInCardSchema, form);
}

/** The message a failed create shows (SPEC §8): a fixed one for 401, else the server's text. */
export function createErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return CREATE_UNAUTHORIZED_MESSAGE;
  return errorDetail(error);
}

/** After an authorization failure the modal closes by itself (SPEC §8). */
export function isLoginFailure(message: string): boolean {
  return message.includes('log in') || message.includes('Unauthorized');
}

/** Posts a check-in; then the lists and the viewer's profile (its count) are refetched. */
export function createMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: createCheckIn,
    onSuccess: () => {
      toast({ title: 'Check-in saved!', description: 'Your coffee check-in has been posted.' });
      setTimeout(() => {
        void invalidateCheckInLists(queryClient);
        void invalidateViewerProfile(queryClient);
      }, CREATE_REFETCH_DELAY_MS);
    },
    onError: (error) => {
      toast({ title: 'Failed to save check-in', description: createErrorMessage(error), variant: 'destructive' });
    },
  });
}

export function useCreateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation(createMutationOptions(queryClient));
}
