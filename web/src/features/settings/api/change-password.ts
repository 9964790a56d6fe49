import type { ChangePasswordBody } from '@crema/contracts/identity/rest';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { sessionsQueryKey } from './get-sessions';

/** The server rotates this session's cookie and ends every other session of the user. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiSend('PATCH', '/api/user/password', body);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      toast({
        title: 'Password updated',
        description:
          'Other devices were signed out. Personal access tokens still work until you revoke them.',
      });
    },
    onError: (error) => {
      toast({ title: 'Failed to update password', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
