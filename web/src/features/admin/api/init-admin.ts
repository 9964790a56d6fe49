import { selfUserSchema, type SelfUser } from '@crema/contracts/identity/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';

/** Makes the designated administrator account an admin; anyone else gets 403. */
export function initAdmin(): Promise<SelfUser> {
  return apiJson('GET', '/api/admin/init', selfUserSchema);
}

export function useInitAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initAdmin,
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({ title: 'Admin access granted', description: 'You are now an administrator.' });
    },
    onError: (error) => {
      toast({ title: 'Failed to grant admin access', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
