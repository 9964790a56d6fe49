import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/user/sessions/{id}: the device behind that session is signed out at its next request. */
export function endSession(id: string): Promise<void> {
  return apiSend('DELETE', `/api/user/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      toast({ title: 'Signed out', description: 'That device is no longer signed in to your account.' });
    },
    onError: (error) => {
      toast({
        title: 'Failed to sign out the session',
        description: errorDetail(error),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
