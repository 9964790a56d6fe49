import type { ReactNode } from 'react';
import { fieldErrorId } from '@/lib/use-zod-form';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  label: string;
  htmlFor: string;
  error?: string | undefined;
  /** Extra text under the label's control, e.g. a character counter. */
  hint?: ReactNode;
  className?: string;
  /**
   * For fields side by side in a grid: the field spans two of the grid's rows (label, then control)
   * through a subgrid, so the controls of a row line up even when one label wraps to two lines.
   */
  aligned?: boolean;
  children: ReactNode;
}

/** A label, its control and the control's error message, wired for assistive technology. */
export function FormField({
  label,
  htmlFor,
  error,
  hint,
  className,
  aligned = false,
  children,
}: FormFieldProps) {
  const message = error && (
    <p id={fieldErrorId(htmlFor)} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
  if (aligned) {
    return (
      <div className={cn('row-span-2 grid grid-rows-subgrid gap-2', className)}>
        <Label htmlFor={htmlFor} className="self-end leading-tight">
          {label}
        </Label>
        <div className="grid content-start gap-2">
          {children}
          {hint}
          {message}
        </div>
      </div>
    );
  }
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint}
      {message}
    </div>
  );
}
