import { unreadCountSchema, type UnreadCount } from '@crema/contracts/social/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /api/notifications/unread-count; the live stream's `unread` events keep it current after. */
export function getUnreadCount(): Promise<UnreadCount> {
  return apiJson('GET', '/api/notifications/unread-count', unreadCountSchema);
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.unreadCount, queryFn: getUnreadCount });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
