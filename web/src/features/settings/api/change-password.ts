import type { ChangePasswordBody } from '@crema/contracts/identity/rest';
import { useMutation } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The server rotates this session's cookie and ends every other session of the user. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiSend('PATCH', '/api/user/password', body);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast({ title: 'Password updated', description: 'Other devices signed in to your account were signed out.' });
    },
    onError: (error) => {
      toast({ title: 'Failed to update password', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
