import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { sessionQueryKey, setSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';

export function logout(): Promise<void> {
  return apiSend('POST', '/api/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      setSessionUser(queryClient, null);
      // Nothing cached for the previous user may leak into the next session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      toast({ title: 'Logged out', description: "You've successfully logged out." });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
