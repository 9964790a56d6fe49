import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useZodForm } from '@/lib/use-zod-form';
import { useReassignCheckIn } from '../api/reassign-check-in';
import { reassignFormSchema } from './reassign-form';

interface ReassignCheckInDialogProps {
  /** The check-in to move; the dialog is closed while null. */
  checkIn: CheckInCard | null;
  onDone: () => void;
}

/** Moves a check-in to another person, named by user ID (SPEC §5). */
export function ReassignCheckInDialog({ checkIn, onDone }: ReassignCheckInDialogProps) {
  const focus = useReturnFocus();
  const reassign = useReassignCheckIn();
  return (
    <Dialog open={checkIn !== null} onOpenChange={(open) => !open && !reassign.isPending && onDone()}>
      <DialogContent {...focus}>
        <DialogHeader>
          <DialogTitle>Reassign check-in</DialogTitle>
          <DialogDescription>
            {checkIn &&
              `${checkIn.coffeeName} (ID ${checkIn.id}) belongs to ${checkIn.username} (ID ${checkIn.userId}). Move it to the person with this user ID; the Users tab shows everyone's ID.`}
          </DialogDescription>
        </DialogHeader>
        {checkIn && (
          // Keyed: another check-in starts with an empty form.
          <ReassignForm
            key={checkIn.id}
            checkInId={checkIn.id}
            pending={reassign.isPending}
            onSubmit={(newUserId, onFieldErrors) =>
              reassign.mutate(
                { checkInId: checkIn.id, body: { newUserId } },
                {
                  onSuccess: onDone,
                  onError: (error) => {
                    if (error instanceof ApiError) onFieldErrors(error);
                  },
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface ReassignFormProps {
  checkInId: number;
  pending: boolean;
  onSubmit: (newUserId: number, onFieldErrors: (error: ApiError) => void) => void;
}

function ReassignForm({ checkInId, pending, onSubmit }: ReassignFormProps) {
  const form = useZodForm(reassignFormSchema, { newUserId: '' });
  const newUserId = form.field('newUserId');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (body) onSubmit(body.newUserId, (error) => form.setServerErrors(error.errors));
  };
  return (
    <form className="grid gap-4" noValidate onSubmit={submit} aria-label={`Reassign check-in ${checkInId}`}>
      <FormField label="New owner's user ID" htmlFor={newUserId.id} error={form.errors.newUserId}>
        <Input {...newUserId} type="number" inputMode="numeric" min={1} step={1} autoComplete="off" />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          Reassign
        </Button>
      </DialogFooter>
    </form>
  );
}
