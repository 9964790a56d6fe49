import type { Notification } from '@crema/contracts/social/notifications';

/** Most the badge spells out; beyond it reads '99+'. */
const BADGE_MAX = 99;

/** The bell's accessible name: 'Notifications, 3 unread', or 'Notifications' with none. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The number on the bell's badge: '3', '99+'. */
export function badgeText(unread: number): string {
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/** What the live region says when a notification arrives. */
export function announcementOf(notification: Notification): string {
  return `New notification: ${notification.text}`;
}
