import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type ToggleChipProps = Omit<ComponentProps<'button'>, 'type' | 'onChange'> & {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
};

/** A pill that toggles on and off (aria-pressed), for multi-choice lists such as tasting notes. */
export function ToggleChip({ pressed, onPressedChange, className, children, ...props }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-input bg-card text-foreground hover:bg-muted',
        className,
      )}
      {...props}
    >
      {pressed && <Check className="size-3.5" aria-hidden="true" />}
      {children}
    </button>
  );
}
