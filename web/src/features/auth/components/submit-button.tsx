import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A full-width submit button that shows a spinner (and stays named) while its form is busy. */
export function SubmitButton({ pending, children, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined} {...props}>
      {pending && <Spinner />}
      {children}
    </Button>
  );
}
