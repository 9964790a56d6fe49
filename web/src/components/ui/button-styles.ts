import { clsx } from 'clsx';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-card hover:bg-muted',
  ghost: 'hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline px-0 h-auto',
} as const;

const sizes = {
  default: 'h-10 px-4 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

/** A link-styled button has no box: of its size, only the text size applies. */
const linkSizes: Record<ButtonSize, string> = {
  default: 'text-sm',
  sm: 'text-sm',
  lg: 'text-base',
  icon: '',
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * A button's classes. No two of them set the same property, so they are joined without
 * tailwind-merge: the first screen's buttons (header, landing) use this alone, and tailwind-merge
 * loads with the screens whose components take class overrides (`cn`, ADR 0025).
 */
export function buttonClassName(variant: ButtonVariant = 'default', size: ButtonSize = 'default'): string {
  return clsx(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    variant === 'link' ? linkSizes[size] : sizes[size],
    variants[variant],
  );
}
