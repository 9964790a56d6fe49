import { createCheckInBody, type Coordinates } from '@crema/contracts/checkins/check-in';
import { BREW_METHODS } from '@crema/contracts/coffee/options';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useMeasurementUnit } from '@/lib/use-viewer';
import { isOneOf } from '@/lib/is-one-of';
import { createErrorMessage, isLoginFailure, useCreateCheckIn } from '../../api/create-check-in';
import { BrewDetailsFields } from './brew-details-fields';
import { CheckInFormFooter } from './check-in-form-footer';
import { CheckInFields } from './check-in-fields';
import { createBodyFromValues, emptyCheckInValues } from './check-in-form-values';
import { LocationCapture } from './location-capture';
import { PhotoField } from './photo-field';
import { useCheckInForm } from './use-check-in-form';

/** SPEC §9: after an authorization failure the modal closes by itself after 2 s. */
const AUTH_FAILURE_CLOSE_MS = 2000;

interface CreateCheckInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's preferred brew method; preselected when it is one of the form's methods. */
  defaultBrewMethod?: string | undefined;
  /** Where focus goes when the modal closes (it has no Trigger of its own to return to). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The coffee the form starts with ("Check in this coffee" on a coffee page), and after each post. */
  prefill?: CheckInPrefill;
}

export interface CheckInPrefill {
  coffeeName: string;
  roaster: string;
}

/** The 'Check In' modal (SPEC §2): posts a check-in with an optional photo and brew details. */
export function CreateCheckInDialog(props: CreateCheckInDialogProps) {
  const { open, onOpenChange, defaultBrewMethod, returnFocusRef, prefill } = props;
  const initialMethod =
    defaultBrewMethod && isOneOf(BREW_METHODS, defaultBrewMethod) ? defaultBrewMethod : '';
  const unit = useMeasurementUnit();
  const initialValues = () => ({ ...emptyCheckInValues(initialMethod, unit), ...prefill });
  const form = useCheckInForm(initialValues);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [coordinates, setCoordinates] = useState<Coordinates | null>(null);
  const create = useCreateCheckIn();
  const formRef = useRef<HTMLFormElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const resetAll = () => {
    form.reset(initialValues());
    setPhoto(null);
    setPhotoError(undefined);
    setCoordinates(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const body = form.validate(createCheckInBody, { ...createBodyFromValues(form.values), coordinates });
    if (!body) {
      focusFirstInvalid(formRef.current);
      return;
    }
    create.mutate(
      { body, photo },
      {
        onSuccess: () => {
          resetAll();
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && form.setServerErrors(error.errors))
            focusFirstInvalid(formRef.current);
          if (isLoginFailure(createErrorMessage(error))) {
            window.clearTimeout(closeTimer.current);
            closeTimer.current = window.setTimeout(() => onOpenChange(false), AUTH_FAILURE_CLOSE_MS);
          }
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent
        className="max-h-[92dvh] max-w-2xl overflow-y-auto overscroll-contain pb-0 sm:p-8 sm:pb-0"
        onCloseAutoFocus={(event) => {
          if (!returnFocusRef?.current) return;
          event.preventDefault();
          returnFocusRef.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="font-display text-2xl">Check In</DialogTitle>
          <DialogDescription>
            Log the coffee you are drinking and share it with the community.
          </DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          className="grid gap-5"
          noValidate
          onSubmit={onSubmit}
          aria-busy={create.isPending}
        >
          <CheckInFields
            form={form}
            locationExtra={
              <LocationCapture value={coordinates} onChange={setCoordinates} disabled={create.isPending} />
            }
          />
          <PhotoField
            id={form.idOf('photo')}
            photo={photo}
            onChange={setPhoto}
            error={photoError}
            onError={setPhotoError}
            disabled={create.isPending}
          />
          <BrewDetailsFields form={form} />
          <CheckInFormFooter
            error={form.errors.form}
            pending={create.isPending}
            onCancel={() => onOpenChange(false)}
            submitLabel="Check In"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
