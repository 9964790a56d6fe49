import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A pulsing placeholder block shown while content loads. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-muted', className)} {...props} />;
}
