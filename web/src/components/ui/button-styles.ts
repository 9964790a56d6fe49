import { clsx } from 'clsx';

const variants = {
  default: 'look:bg-primary look:text-primary-foreground look:shadow-sm look:hover:bg-primary/90',
  secondary: 'look:bg-secondary look:text-secondary-foreground look:hover:bg-secondary/80',
  outline: 'look:border look:border-input look:bg-card look:hover:bg-muted',
  ghost: 'look:hover:bg-muted',
  destructive: 'look:bg-destructive look:text-destructive-foreground look:shadow-sm look:hover:bg-destructive/90',
  link: 'look:text-primary look:underline-offset-4 look:hover:underline look:px-0 look:h-auto',
} as const;

const sizes = {
  default: 'look:h-10 look:px-4 look:text-sm',
  sm: 'look:h-9 look:px-3 look:text-sm',
  lg: 'look:h-12 look:px-6 look:text-base',
  icon: 'look:size-10',
} as const;

/** A link-styled button has no box: of its size, only the text size applies. */
const linkSizes: Record<ButtonSize, string> = {
  default: 'look:text-sm',
  sm: 'look:text-sm',
  lg: 'look:text-base',
  icon: '',
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * A button's look, for a `<button>` (Button) or a link that looks like one. No two of its classes
 * set the same property, and all are `look:` classes: a class joined after them wins (ADR 0040).
 */
export function buttonClassName(variant: ButtonVariant = 'default', size: ButtonSize = 'default'): string {
  return clsx(
    'look:inline-flex look:shrink-0 look:items-center look:justify-center look:gap-2 look:rounded-lg look:font-medium look:whitespace-nowrap look:transition-colors',
    'look:focus-visible:outline-none look:focus-visible:ring-2 look:focus-visible:ring-ring look:focus-visible:ring-offset-2 look:focus-visible:ring-offset-background',
    'look:disabled:pointer-events-none look:disabled:opacity-50 look:[&_svg]:size-4 look:[&_svg]:shrink-0',
    variant === 'link' ? linkSizes[size] : sizes[size],
    variants[variant],
  );
}
