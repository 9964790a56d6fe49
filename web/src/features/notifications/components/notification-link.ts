import type { Notification } from '@crema/contracts/social/notifications';
import { paths, sharedCheckInPath, userProfilePath } from '@/config/paths';

/**
 * Where a notification leads: the check-in it is about, the profile of whoever followed, the badges
 * page; null when there is nothing to open (e.g. a moderator removed the content).
 */
export function notificationHref(notification: Notification): string | null {
  switch (notification.type) {
    case 'like':
    case 'comment':
    case 'friend_check_in':
    case 'moderation':
      return notification.checkInId === undefined ? null : sharedCheckInPath(notification.checkInId);
    case 'follow':
      return notification.actor ? userProfilePath(notification.actor.username) : null;
    case 'badge':
      return paths.badges;
  }
}
