import type { Notification } from '@crema/contracts/social/notifications';
import { BellOff } from 'lucide-react';
import { LoadMore, type PagedQueryState } from '@/components/ui/load-more';
import { RowsSkeleton } from '@/components/ui/skeleton';
import { LoadError, StatusMessage } from '@/components/ui/status-message';
import { useMarkNotificationsRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

/** What the list needs of its query (TanStack's infinite query result fits). */
interface NotificationsQueryState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

interface NotificationListProps {
  query: NotificationsQueryState;
  items: Notification[];
  /** Paging, where the whole list is shown (the page; the bell shows only the newest). */
  paging?: PagedQueryState;
  /** Called after an item is opened and marked read (the bell closes). */
  onOpen?: () => void;
}

function NotificationsSkeleton() {
  return (
    <RowsSkeleton
      label="Loading notifications…"
      rows={3}
      className="divide-y divide-border"
      rowClassName="px-4 py-3"
      avatarClassName="size-10"
      lineClassNames={['w-4/5', 'w-1/4']}
    />
  );
}

/** The notifications with their states: loading, failed with Retry, empty, the items and paging. */
export function NotificationList({ query, items, paging, onOpen }: NotificationListProps) {
  const markRead = useMarkNotificationsRead();
  if (query.isPending) return <NotificationsSkeleton />;
  if (query.isError && items.length === 0) {
    return (
      <LoadError
        bare
        title="We couldn't load your notifications."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <StatusMessage bare icon={BellOff} role="status" title="No notifications yet">
        Likes, comments, new followers and badges show up here.
      </StatusMessage>
    );
  }

  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    onOpen?.();
  };
  return (
    <div className="grid gap-3">
      <ul aria-label="Notifications" aria-busy={query.isFetching} className="divide-y divide-border">
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} onOpen={open} />
          </li>
        ))}
      </ul>
      {paging && <LoadMore query={paging} noun="notifications" endMessage="That's everything." />}
    </div>
  );
}
