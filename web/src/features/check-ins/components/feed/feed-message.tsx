import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface FeedMessageProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'default' | 'error';
  role?: 'alert' | 'status';
}

/** A centred card for the feed's empty, error and permission states. */
export function FeedMessage({ icon: Icon, title, children, action, tone = 'default', role }: FeedMessageProps) {
  return (
    <Card role={role} className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-destructive/10 text-destructive' : 'bg-secondary text-primary',
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="font-medium">{title}</p>
      {children && <div className="max-w-sm text-sm break-words text-muted-foreground">{children}</div>}
      {action}
    </Card>
  );
}
