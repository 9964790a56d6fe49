import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/**
 * POST /api/user/email/confirm: 200 confirmed; 410 expired; 404 unknown or used; 400 malformed;
 * 409 the address was taken since. No session needed: the token is the proof.
 */
export function confirmEmail(token: string): Promise<void> {
  return apiSend('POST', '/api/user/email/confirm', { token });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // A signed-in tab shows the new address (and no pending change) at once.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/user/email'] }),
      ]),
  });
}
