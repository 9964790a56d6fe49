import type { ChangeEmailBody, EmailStatus } from '@crema/contracts/identity/rest';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, ApiError, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const emailStatusQueryKey = ['/api/user/email'] as const;

// Imported with the answer: the settings screen's loader asks before zod is here (ADR 0037).
const loadEmailStatusSchema = () =>
  import('@crema/contracts/identity/rest').then((contracts) => contracts.emailStatusSchema);

/** GET /api/user/email: the account's address and the one waiting for confirmation, if any. */
export const emailStatusQueryOptions = () =>
  queryOptions({
    queryKey: emailStatusQueryKey,
    queryFn: () => apiJson('GET', '/api/user/email', loadEmailStatusSchema()),
  });

export function useEmailStatus() {
  return useQuery(emailStatusQueryOptions());
}

/** POST /api/user/email: nothing changes until the link mailed to the new address is opened. */
export function changeEmail(body: ChangeEmailBody): Promise<EmailStatus> {
  return apiJson('POST', '/api/user/email', loadEmailStatusSchema(), body);
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (status) => {
      queryClient.setQueryData(emailStatusQueryKey, status);
      toast({
        title: 'Check your inbox',
        description: `We sent a confirmation link to ${status.pendingEmail ?? 'your new address'}.`,
      });
    },
    onError: (error) => {
      // A wrong password is shown on its field; anything else as a toast.
      if (error instanceof ApiError && error.errors.length > 0) return;
      toast({ title: 'Failed to change email', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
