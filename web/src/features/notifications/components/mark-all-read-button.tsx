import { CheckCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMarkNotificationsRead } from '../api/mark-read';

/** 'Mark all as read': there is nothing to do (and it is disabled) when nothing is unread. */
export function MarkAllReadButton({ unread }: { unread: number }) {
  const markRead = useMarkNotificationsRead();
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={unread === 0 || markRead.isPending}
      onClick={() => markRead.mutate({ all: true })}
    >
      {markRead.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
      Mark all as read
    </Button>
  );
}
