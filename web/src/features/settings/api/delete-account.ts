import type { DeleteAccountBody } from '@crema/contracts/identity/rest';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiSend, ApiError, errorDetail } from '@/lib/api-client';
import { sessionQueryKey, setSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';

/** DELETE /api/user/account with the password again: a borrowed session cannot end the account. */
export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiSend('DELETE', '/api/user/account', body);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      setSessionUser(queryClient, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await navigate(paths.auth, { replace: true });
      toast({
        title: 'Account deleted',
        description: 'Your account and your data are gone. Thanks for the coffee.',
      });
    },
    onError: (error) => {
      // A wrong password is shown in the dialog, on its field.
      if (error instanceof ApiError && error.errors.length > 0) return;
      toast({ title: 'Failed to delete account', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
