import { endedSessionsSchema } from '@crema/contracts/identity/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { toast } from '@/lib/toast';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/user/sessions/end-others: every session but this one ends. */
export function endOtherSessions() {
  return apiJson('POST', '/api/user/sessions/end-others', endedSessionsSchema);
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended }) => {
      toast({
        title: 'Signed out everywhere else',
        description: `${plural(ended, 'other session')} ended. This device stays signed in.`,
      });
    },
    onError: (error) => {
      toast({
        title: 'Failed to sign out other sessions',
        description: errorDetail(error),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
