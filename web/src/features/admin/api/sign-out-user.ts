import { useMutation } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface SignOutUserInput {
  userId: number;
  username: string;
}

/** DELETE /api/admin/users/{id}/sessions: every session of theirs ends at once. */
export function signOutUser({ userId }: SignOutUserInput): Promise<void> {
  return apiSend('DELETE', `/api/admin/users/${userId}/sessions`);
}

export function useSignOutUser() {
  return useMutation({
    mutationFn: signOutUser,
    onSuccess: (_data, { username }) => {
      toast({
        title: 'Signed out everywhere',
        description: `${username} has to sign in again on every device.`,
      });
    },
    onError: (error) => {
      toast({
        title: 'Failed to sign the user out',
        description: errorDetail(error),
        variant: 'destructive',
      });
    },
  });
}
