import type { Notification, SequencedNotification } from '@crema/contracts/social/notifications';
import { notificationText } from './notification-text';
import type { NotificationRow } from './notifications.repository';

/** A row as the API shows it: the sentence composed, people by their current card. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    type: row.type,
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, username: row.actor_username ?? '', avatarUrl: row.actor_avatar_url },
    actorsCount: row.actors_count,
    ...(row.check_in_id === null ? {} : { checkInId: row.check_in_id }),
    ...(row.badge_id === null ? {} : { badgeId: row.badge_id }),
    text: notificationText({
      type: row.type,
      actorName: row.actor_username,
      actorsCount: row.actors_count,
      detail: row.detail,
      moderationAction: row.moderation_action,
      onComment: row.comment_id !== null,
    }),
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

export function toSequenced(row: NotificationRow): SequencedNotification {
  return { seq: Number(row.seq), notification: toNotification(row) };
}
