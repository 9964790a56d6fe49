import type { NotificationType } from '@crema/contracts/social/notifications';

/** What a notification's sentence is made of. */
export interface NotificationWording {
  type: NotificationType;
  /** The latest person behind it; null when they are gone or there is none. */
  actorName: string | null;
  actorsCount: number;
  detail: string | null;
  moderationAction: string | null;
  /** A moderator acted on a comment rather than the check-in. */
  onComment: boolean;
}

/** The sentence a notification shows, composed when it is read so it carries current names. */
export function notificationText(wording: NotificationWording): string {
  const who = peopleOf(wording.actorName, wording.actorsCount);
  switch (wording.type) {
    case 'follow':
      return `${who} started following you`;
    case 'like':
      return `${who} liked your check-in`;
    case 'comment':
      return `${who} commented on your check-in`;
    case 'friend_check_in':
      return wording.detail ? `${who} checked in ${wording.detail}` : `${who} checked in`;
    case 'badge':
      return `You earned the ${wording.detail ?? 'new'} badge`;
    case 'moderation':
      return moderationText(wording);
  }
}

/** "maya", "maya and 1 other", "maya and 3 others". */
function peopleOf(actorName: string | null, actorsCount: number): string {
  const first = actorName ?? 'Someone';
  const others = actorsCount - 1;
  if (others <= 0) return first;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

function moderationText({ moderationAction, onComment, detail }: NotificationWording): string {
  const content = onComment ? 'your comment' : 'your check-in';
  const reason = detail ? ` Reason: ${detail}.` : '';
  return moderationAction === 'warned'
    ? `A moderator reviewed ${content} and asks you to keep to the community guidelines.${reason}`
    : `A moderator removed ${content}.${reason}`;
}
