import { clsx } from 'clsx';
import { AlertTriangle, RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';
import { Spinner } from './spinner';
import { errorDetail } from '@/lib/api-client';

interface StatusMessageProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'default' | 'error';
  role?: 'alert' | 'status';
  /** Without the card frame, e.g. inside a card or a tab that has one. */
  bare?: boolean;
  className?: string;
}

/** A centred message for the empty, error and permission states of a list or a screen. */
export function StatusMessage({
  icon: Icon,
  title,
  children,
  action,
  tone = 'default',
  role,
  bare = false,
  className,
}: StatusMessageProps) {
  const Frame = bare ? 'div' : Card;
  return (
    <Frame role={role} className={clsx(
        'look:flex look:flex-col look:items-center look:gap-3 look:px-6 look:py-12 look:text-center',
        className,
      )}>
      <span
        className={clsx(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-destructive/10 text-destructive' : 'bg-secondary text-primary',
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="font-medium">{title}</p>
      {children && <div className="max-w-sm text-sm break-words text-muted-foreground">{children}</div>}
      {action}
    </Frame>
  );
}

interface LoadErrorProps {
  title: string;
  /** What failed: its user-facing detail (the server's, not the raw "403: {…}") shows under the title. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  retryLabel?: string;
  bare?: boolean;
}

/** A list or screen that failed to load, with a button that tries again. */
export function LoadError({ title, error, onRetry, retrying, retryLabel = 'Retry', bare }: LoadErrorProps) {
  return (
    <StatusMessage
      icon={AlertTriangle}
      tone="error"
      role="alert"
      title={title}
      bare={bare}
      action={<RetryButton onRetry={onRetry} retrying={retrying} label={retryLabel} />}
    >
      {errorDetail(error)}
    </StatusMessage>
  );
}

interface RetryButtonProps {
  onRetry: () => void;
  /** The retry is on its way: a spinner, and no second press. */
  retrying: boolean;
  label?: string;
  size?: 'sm' | 'default';
}

/** 'Retry' for something that failed to load. */
export function RetryButton({ onRetry, retrying, label = 'Retry', size }: RetryButtonProps) {
  return (
    <Button variant="outline" size={size} onClick={onRetry} disabled={retrying}>
      {retrying ? <Spinner /> : <RotateCw aria-hidden="true" />}
      {label}
    </Button>
  );
}
