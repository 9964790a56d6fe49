import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { checkInFeedsKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

export interface DeleteUserInput {
  userId: number;
  username: string;
}

/** DELETE /api/admin/users/{id}: the account and everything it shared (as a self-deletion). */
export function deleteUser({ userId }: DeleteUserInput): Promise<void> {
  return apiSend('DELETE', `/api/admin/users/${userId}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_data, { username }) => {
      toast({ title: 'User deleted', description: `${username} and their check-ins were removed.` });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: checkInFeedsKey }),
      ]);
    },
    onError: (error) => {
      toast({ title: 'Failed to delete user', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
