import {
  unreadCountSchema,
  type MarkNotificationsReadBody,
  type UnreadCount,
} from '@crema/contracts/social/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { NotificationListData } from './get-notifications';
import { getCachedUnreadCount, markReadInList, setUnreadCount, unreadAmong } from './notification-cache';
import { notificationKeys } from './query-keys';

/** POST /api/notifications/read with `{ids}` or `{all: true}`; answers the unread count after. */
export function markNotificationsRead(body: MarkNotificationsReadBody): Promise<UnreadCount> {
  return apiJson('POST', '/api/notifications/read', unreadCountSchema, body);
}

/**
 * Marks notifications read: the items and the count change at once, the server's count replaces
 * the guess, and a failure brings back what the server has.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const list = queryClient.getQueryData<NotificationListData>(notificationKeys.list);
      const count = getCachedUnreadCount(queryClient);
      if (count !== undefined)
        setUnreadCount(queryClient, 'all' in body ? 0 : Math.max(0, count - unreadAmong(list, body)));
      queryClient.setQueryData<NotificationListData>(notificationKeys.list, (data) =>
        data ? markReadInList(data, body, new Date().toISOString()) : data,
      );
    },
    onSuccess: ({ count }) => setUnreadCount(queryClient, count),
    onError: (error) => {
      toast({ title: "Couldn't mark as read", description: errorDetail(error), variant: 'destructive' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
      ]);
    },
  });
}
