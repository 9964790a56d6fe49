import { Card } from '@/components/ui/card';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { flattenNotifications } from '../api/notification-cache';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

/** Every notification, newest first, loading more pages as the end comes into view. */
export function NotificationsScreen() {
  const list = useNotifications();
  const unread = useUnreadCount().data?.count ?? 0;
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight">Notifications</h1>
          <p className="mt-1 text-muted-foreground">
            {unread > 0 ? `${unread} unread` : "You're all caught up."}
          </p>
        </div>
        <MarkAllReadButton unread={unread} />
      </div>
      <Card className="overflow-hidden pb-2">
        <NotificationList query={list} items={flattenNotifications(list.data)} paging={list} />
      </Card>
    </div>
  );
}
