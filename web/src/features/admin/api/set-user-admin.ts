import type { SetAdminBody } from '@crema/contracts/admin/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { AdminUsersData } from './get-admin-users';
import { adminKeys } from './query-keys';

export interface SetUserAdminInput {
  userId: number;
  username: string;
  isAdmin: boolean;
}

/** PATCH /api/admin/users/{id}/admin: refused (409) for oneself and for the last administrator. */
export function setUserAdmin({ userId, isAdmin }: SetUserAdminInput): Promise<void> {
  const body: SetAdminBody = { isAdmin };
  return apiSend('PATCH', `/api/admin/users/${userId}/admin`, body);
}

export function useSetUserAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAdmin,
    onSuccess: (_data, { userId, username, isAdmin }) => {
      // The switch shows the change at once; the refetch then brings the lists in line with the server.
      queryClient.setQueriesData<AdminUsersData>(
        { queryKey: adminKeys.users },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((user) => (user.id === userId ? { ...user, isAdmin } : user)),
            })),
          },
      );
      toast(
        isAdmin
          ? { title: 'Admin access granted', description: `${username} is now an administrator.` }
          : { title: 'Admin access removed', description: `${username} is no longer an administrator.` },
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
    onError: (error) => {
      toast({
        title: 'Failed to update admin status',
        description: errorDetail(error),
        variant: 'destructive',
      });
    },
  });
}
