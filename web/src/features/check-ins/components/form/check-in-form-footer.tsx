import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface CheckInFormFooterProps {
  /** A message about the whole form (not one field). */
  error: string | undefined;
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
}

/** The end of the create and edit forms: the form-wide error and a footer that stays in view. */
export function CheckInFormFooter({ error, pending, onCancel, submitLabel }: CheckInFormFooterProps) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <DialogFooter className="sticky bottom-0 -mx-6 flex-row justify-end border-t border-border bg-card px-6 py-4 sm:-mx-8 sm:px-8">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
