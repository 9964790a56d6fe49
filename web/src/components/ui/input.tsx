import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const inputClassName = cn(
  'flex h-10 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs sm:text-sm',
  'placeholder:text-muted-foreground/80 transition-colors',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:border-ring',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/50',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}
