/**
 * Query keys of the notifications, each starting with its endpoint (SPEC §7). They are separate
 * first elements, so invalidating the list does not also refetch the count.
 */
export const notificationKeys = {
  list: ['/api/notifications'] as const,
  unreadCount: ['/api/notifications/unread-count'] as const,
};
