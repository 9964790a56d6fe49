import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type SliderProps = Omit<ComponentProps<typeof SliderPrimitive.Root>, 'value' | 'defaultValue' | 'onValueChange'> & {
  value: number;
  onValueChange: (value: number) => void;
  /** Accessible name of the thumb (the focusable part); defaults to the aria-labelledby of the root. */
  thumbLabel?: string;
  /** What screen readers announce for a value, e.g. "5 out of 10". */
  valueText?: (value: number) => string;
};

/** A single-value slider (keyboard: arrows, Page Up/Down, Home/End). */
export function Slider({ className, value, onValueChange, thumbLabel, valueText, id, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-50', className)}
      value={[value]}
      onValueChange={([next]) => {
        if (next !== undefined) onValueChange(next);
      }}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-input">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        id={id}
        aria-label={thumbLabel}
        aria-valuetext={valueText?.(value)}
        className={cn(
          'block size-5 cursor-grab rounded-full border-2 border-primary bg-card shadow transition-shadow active:cursor-grabbing',
          'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/50',
        )}
      />
    </SliderPrimitive.Root>
  );
}
