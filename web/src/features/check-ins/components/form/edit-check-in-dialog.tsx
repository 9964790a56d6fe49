import { updateCheckInBody, type CheckInCard } from '@crema/contracts/checkins/check-in';
import { useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useUpdateCheckIn } from '../../api/update-check-in';
import { BrewDetailsFields } from './brew-details-fields';
import { CheckInFields } from './check-in-fields';
import { checkInValuesFromCard, updateBodyFromValues } from './check-in-form-values';
import { useCheckInForm } from './use-check-in-form';

interface EditCheckInDialogProps {
  checkIn: CheckInCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function EditCheckInForm({ checkIn, onDone }: { checkIn: CheckInCard; onDone: () => void }) {
  const form = useCheckInForm(() => checkInValuesFromCard(checkIn));
  const update = useUpdateCheckIn();
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = () =>
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const changes = form.validate(updateCheckInBody, updateBodyFromValues(form.values));
    if (!changes) {
      focusFirstInvalid();
      return;
    }
    update.mutate(
      { id: checkIn.id, changes },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && form.setServerErrors(error.errors)) focusFirstInvalid();
        },
      },
    );
  };

  return (
    <form ref={formRef} className="grid gap-5" noValidate onSubmit={onSubmit} aria-busy={update.isPending}>
      <CheckInFields form={form} />
      <BrewDetailsFields form={form} />
      {form.errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {form.errors.form}
        </p>
      )}
      <DialogFooter className="sticky bottom-0 -mx-6 flex-row justify-end border-t border-border bg-card px-6 py-4 sm:-mx-8 sm:px-8">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Save changes
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Edit Check-in' (SPEC §2): the check-in's fields, without photo and location capture. */
export function EditCheckInDialog({ checkIn, open, onOpenChange }: EditCheckInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto overscroll-contain pb-0 sm:p-8 sm:pb-0">
        <DialogHeader>
          <DialogTitle className="font-display text-2xl">Edit Check-in</DialogTitle>
          <DialogDescription>
            Update {checkIn.coffeeName} by {checkIn.roaster}.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the check-in as it is now. */}
        <EditCheckInForm key={checkIn.id} checkIn={checkIn} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
