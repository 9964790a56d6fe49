import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { BellIcon } from './bell-icon';
import { announcementOf, bellLabel } from './notification-text';
import { NotificationsPopover } from './notifications-popover';

/**
 * The header's bell for a signed-in person (mount it only then: it holds the live stream open).
 * Phones get a link to the notifications page, wider screens a panel. New notifications are
 * announced politely to screen readers.
 */
export function NotificationsBell() {
  const [announcement, setAnnouncement] = useState('');
  useNotificationStream({ onNotification: (notification) => setAnnouncement(announcementOf(notification)) });
  const unread = useUnreadCount().data?.count ?? 0;

  return (
    <>
      <Link
        to={paths.notifications}
        aria-label={bellLabel(unread)}
        className={cn(buttonClassName('ghost', 'icon'), 'relative sm:hidden')}
      >
        <BellIcon unread={unread} />
      </Link>
      <div className="hidden sm:block">
        <NotificationsPopover unread={unread} />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
