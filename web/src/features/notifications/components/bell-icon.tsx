import { Bell } from 'lucide-react';
import { badgeText } from './notification-text';

/** The bell with its unread count on a badge; the count is in the control's label, so the badge is hidden from screen readers. */
export function BellIcon({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground ring-2 ring-background"
        >
          {badgeText(unread)}
        </span>
      )}
    </>
  );
}
