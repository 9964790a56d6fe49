import type { Notification } from '@crema/contracts/social/notifications';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { fetchLinkPage, nextPageParam, type LinkPage } from '@/lib/link-page';
import { notificationKeys } from './query-keys';

export type NotificationPage = LinkPage<Notification>;
export type NotificationListData = InfiniteData<NotificationPage, unknown>;

// Imported with the answer: the route's loader asks for the list before zod is here (ADR 0037).
const loadNotificationSchema = () =>
  import('@crema/contracts/social/notifications').then((module) => module.notificationSchema);

/** GET /api/notifications: newest first, paged by the Link header like the friends lists. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => fetchLinkPage(pageParam, loadNotificationSchema()),
    initialPageParam: '/api/notifications',
    getNextPageParam: nextPageParam,
    // The live stream keeps the cached list current; a reconnect or a `reload` event refetches it.
  });

export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
}
