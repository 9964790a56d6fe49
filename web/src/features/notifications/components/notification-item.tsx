import type { Notification } from '@crema/contracts/social/notifications';
import { Link } from 'react-router';
import { fullDate, relativeDate } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { NotificationIcon } from './notification-icon';
import { notificationHref } from './notification-link';

interface NotificationItemProps {
  notification: Notification;
  /** The person opened it (it is marked read by the caller). */
  onOpen: (notification: Notification) => void;
}

const rowClassName = cn(
  'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors',
  'hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
);

/**
 * One notification: picture, sentence, how long ago, and a dot while unread. It is a link to what
 * it is about, or a button that only marks it read when there is nothing to open.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = notification.readAt === null;
  const href = notificationHref(notification);
  const content = (
    <>
      <NotificationIcon notification={notification} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-sm break-words', unread ? 'font-semibold' : 'text-muted-foreground')}>
          {notification.text}
        </span>
        <time
          dateTime={notification.createdAt}
          title={fullDate(notification.createdAt)}
          className={cn('text-xs', unread ? 'font-medium text-primary' : 'text-muted-foreground')}
        >
          {relativeDate(notification.createdAt)}
        </time>
      </span>
      {unread && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </>
  );
  const className = cn(rowClassName, unread && 'bg-secondary/60');
  return href ? (
    <Link to={href} className={className} onClick={() => onOpen(notification)}>
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={() => onOpen(notification)}>
      {content}
    </button>
  );
}
