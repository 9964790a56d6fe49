import { updateCheckInBody, type CheckInCard } from '@crema/contracts/checkins/check-in';
import { useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useMeasurementUnit } from '@/lib/use-viewer';
import { PhotoNotSavedError, useUpdateCheckIn, type PhotoChange } from '../../api/update-check-in';
import { BrewDetailsFields } from './brew-details-fields';
import { CheckInFormFooter } from './check-in-form-footer';
import { CheckInFields } from './check-in-fields';
import { checkInValuesFromCard, updateBodyFromValues } from './check-in-form-values';
import { PhotoField } from './photo-field';
import { useCheckInForm } from './use-check-in-form';

interface EditCheckInDialogProps {
  checkIn: CheckInCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Edit Check-in' (SPEC §2): the check-in's fields and its photo (replace or remove), without
 * location capture. Closing it (Escape, outside, ×, Cancel) with unsaved edits asks first.
 */
export function EditCheckInDialog({ checkIn, open, onOpenChange }: EditCheckInDialogProps) {
  const unit = useMeasurementUnit();
  const form = useCheckInForm(() => checkInValuesFromCard(checkIn, unit));
  const [photoChange, setPhotoChange] = useState<PhotoChange | undefined>();
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const update = useUpdateCheckIn();
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = form.isDirty || photoChange !== undefined;

  const requestClose = () => {
    if (update.isPending) return;
    if (dirty) setConfirmingDiscard(true);
    else onOpenChange(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const changes = form.validate(updateCheckInBody, updateBodyFromValues(form.values, checkIn));
    if (!changes) {
      focusFirstInvalid(formRef.current);
      return;
    }
    update.mutate(
      { id: checkIn.id, changes, photo: photoChange },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => {
          if (error instanceof PhotoNotSavedError) {
            // The fields are saved: only the photo change is left to save or discard.
            form.reset(checkInValuesFromCard(error.card, unit));
            setPhotoError(error.message);
          } else if (error instanceof ApiError && form.setServerErrors(error.errors)) {
            focusFirstInvalid(formRef.current);
          }
        },
      },
    );
  };

  const onPhotoChange = (file: File | null) => {
    // Taking away a newly chosen photo of a check-in that had none leaves nothing to change.
    setPhotoChange(file ?? (checkIn.photo ? 'remove' : undefined));
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto overscroll-contain pb-0 sm:p-8 sm:pb-0">
          <DialogHeader>
            <DialogTitle className="font-display text-2xl">Edit Check-in</DialogTitle>
            <DialogDescription>
              Update {checkIn.coffeeName} by {checkIn.roaster}.
            </DialogDescription>
          </DialogHeader>
          <form ref={formRef} className="grid gap-5" noValidate onSubmit={onSubmit} aria-busy={update.isPending}>
            <CheckInFields form={form} />
            <PhotoField
              id={form.idOf('photo')}
              photo={photoChange instanceof File ? photoChange : null}
              currentUrl={photoChange === 'remove' ? null : checkIn.photoThumbnail ?? checkIn.photo}
              onChange={onPhotoChange}
              error={photoError}
              onError={setPhotoError}
              disabled={update.isPending}
            />
            <BrewDetailsFields form={form} />
            <CheckInFormFooter
              error={form.errors.form}
              pending={update.isPending}
              onCancel={requestClose}
              submitLabel="Save changes"
            />
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        title="Discard your changes?"
        description={
          form.isDirty
            ? `Your edits to ${checkIn.coffeeName} have not been saved.`
            : `Your photo change to ${checkIn.coffeeName} has not been saved.`
        }
        confirmLabel="Discard changes"
        pending={false}
        onConfirm={() => {
          setConfirmingDiscard(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}
