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
  children: ReactNode;
}

/** A label, its control and the control's error message, wired for assistive technology. */
export function FormField({ label, htmlFor, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint}
      {error && (
        <p id={fieldErrorId(htmlFor)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
