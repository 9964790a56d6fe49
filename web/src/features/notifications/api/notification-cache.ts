import type { MarkNotificationsReadBody, Notification } from '@crema/contracts/social/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { NotificationListData } from './get-notifications';
import { notificationKeys } from './query-keys';

/**
 * The loaded notifications in order, each once. A streamed item moved to the top of the first page
 * can come again on a later page fetched with an older cursor: the first (newest) copy wins.
 */
export function flattenNotifications(data: NotificationListData | undefined): Notification[] {
  if (!data) return [];
  const seen = new Set<number>();
  const items: Notification[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/**
 * The list with a streamed notification at its top. An item with the same id (a like folded into
 * "maya and 3 others liked your check-in") is replaced wherever it was, not shown twice.
 */
export function upsertNotification(data: NotificationListData, item: Notification): NotificationListData {
  const [first, ...rest] = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((existing) => existing.id !== item.id),
  }));
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [item, ...first.items] }, ...rest] };
}

/** The list with the given notifications (or all) read at `readAt`; items already read keep their time. */
export function markReadInList(
  data: NotificationListData,
  target: MarkNotificationsReadBody,
  readAt: string,
): NotificationListData {
  const ids = 'ids' in target ? new Set(target.ids) : null;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((item) =>
      item.readAt === null && (ids === null || ids.has(item.id)) ? { ...item, readAt } : item,
    ),
  }));
  return { ...data, pages };
}

/** How many of the target's notifications the loaded list shows unread. */
export function unreadAmong(
  data: NotificationListData | undefined,
  target: MarkNotificationsReadBody,
): number {
  const ids = 'ids' in target ? new Set(target.ids) : null;
  return flattenNotifications(data).filter(
    (item) => item.readAt === null && (ids === null || ids.has(item.id)),
  ).length;
}

/** Puts a streamed notification into the cached list; a list not loaded yet is fetched whole when shown. */
export function applyStreamedNotification(queryClient: QueryClient, item: Notification): void {
  queryClient.setQueryData<NotificationListData>(notificationKeys.list, (data) =>
    data ? upsertNotification(data, item) : data,
  );
}

export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData(notificationKeys.unreadCount, { count });
}

export function getCachedUnreadCount(queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData<{ count: number }>(notificationKeys.unreadCount)?.count;
}
