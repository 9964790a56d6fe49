import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A pulsing placeholder block shown while content loads. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-muted', className)} {...props} />;
}

interface RowsSkeletonProps {
  /** Announced while loading: 'Loading people…'. */
  label: string;
  rows: number;
  /** The frame of the rows (dividers or gaps). */
  className?: string;
  rowClassName?: string;
  /** The round picture at the start of each row: its size. */
  avatarClassName: string;
  /** The widths of the two text lines. */
  lineClassNames: readonly [string, string];
  /** A button-shaped block at the end of each row, when the rows have one. */
  actionClassName?: string;
}

/** Placeholders shaped like the rows of a list (picture, two lines, maybe a button) while it loads. */
export function RowsSkeleton({
  label,
  rows,
  className,
  rowClassName,
  avatarClassName,
  lineClassNames: [first, second],
  actionClassName,
}: RowsSkeletonProps) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={cn('flex items-center gap-3', rowClassName)}>
          <Skeleton className={cn('shrink-0 rounded-full', avatarClassName)} />
          <div className="grid flex-1 gap-2">
            <Skeleton className={cn('h-4', first)} />
            <Skeleton className={cn('h-3', second)} />
          </div>
          {actionClassName && <Skeleton className={cn('h-9', actionClassName)} />}
        </div>
      ))}
    </div>
  );
}
