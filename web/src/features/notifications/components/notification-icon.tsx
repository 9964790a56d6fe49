import type { Notification } from '@crema/contracts/social/notifications';
import { Award, Bell, ShieldAlert } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';

/**
 * The picture of a notification: the person behind it, else a sign of what it is about. Hidden
 * from screen readers: the text beside it names the person already.
 */
export function NotificationIcon({ notification }: { notification: Notification }) {
  const { actor, type } = notification;
  if (actor) {
    return (
      <span aria-hidden="true" className="shrink-0">
        <Avatar name={actor.username} src={actor.avatarUrl} className="size-10" />
      </span>
    );
  }
  const Icon = type === 'badge' ? Award : type === 'moderation' ? ShieldAlert : Bell;
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary"
    >
      <Icon className="size-5" />
    </span>
  );
}
