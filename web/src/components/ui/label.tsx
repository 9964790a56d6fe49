import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A form field's label; `select-none`, so pressing it twice selects no text. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={clsx(
        'look:text-sm look:font-medium look:leading-none look:text-foreground look:select-none',
        className,
      )}
      {...props}
    />
  );
}
