import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { flattenNotifications } from '../api/notification-cache';
import { BellIcon } from './bell-icon';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';
import { bellLabel } from './notification-text';

/** How many of the newest notifications the bell lists; the page has them all. */
const BELL_ITEMS = 10;

/**
 * The bell on wide screens: a panel with the newest notifications, 'Mark all as read' and a link to
 * the page. Tab moves through it, Enter opens an item, Escape closes it.
 */
export function NotificationsPopover({ unread }: { unread: number }) {
  const [open, setOpen] = useState(false);
  // The list loads the first time the bell opens; the stream keeps it current after that.
  const list = useNotifications({ enabled: open });
  const items = flattenNotifications(list.data).slice(0, BELL_ITEMS);
  const close = () => setOpen(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={bellLabel(unread)} className="relative">
          <BellIcon unread={unread} />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-labelledby="notifications-panel-title"
        className="flex w-96 max-w-[calc(100vw-1rem)] flex-col"
      >
        <div className="flex items-center justify-between gap-2 border-b border-border py-2 pr-2 pl-4">
          <h2 id="notifications-panel-title" className="font-semibold">
            Notifications
          </h2>
          <MarkAllReadButton unread={unread} />
        </div>
        <div className="max-h-[min(28rem,65vh)] overflow-y-auto">
          <NotificationList query={list} items={items} onOpen={close} />
        </div>
        <Link
          to={paths.notifications}
          onClick={close}
          className="border-t border-border px-4 py-3 text-center text-sm font-medium text-primary hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          See all notifications
        </Link>
      </PopoverContent>
    </Popover>
  );
}
