import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { accessTokensQueryKey } from './get-access-tokens';

/** DELETE /api/user/tokens/{id}: the token is refused from its next request. */
export function revokeAccessToken(id: string): Promise<void> {
  return apiSend('DELETE', `/api/user/tokens/${encodeURIComponent(id)}`);
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accessTokensQueryKey });
      toast({ title: 'Token revoked', description: 'Apps using it can no longer reach your account.' });
    },
    onError: (error) => {
      toast({ title: 'Failed to revoke token', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
