import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/** POST /api/email/unsubscribe?token=…: the digest's one-click unsubscribe (400 for a bad or expired token). */
export function unsubscribeFromDigest(token: string): Promise<void> {
  return apiSend('POST', `/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
}

export function useUnsubscribeFromDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeFromDigest,
    // The email preference changed: a signed-in tab's settings must show it off.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
