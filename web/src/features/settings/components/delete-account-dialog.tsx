import { deleteAccountBody } from '@crema/contracts/identity/rest';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { DELETE_CONFIRMATION } from '@/config/constants';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Deletion needs the word DELETE typed out (the button stays disabled until then, SPEC §5) and the
 * password, so a session left open somewhere is not enough to end the account.
 */
export function DeleteAccountDialog() {
  const inputId = useId();
  const [confirmation, setConfirmation] = useState('');
  const deleteAccount = useDeleteAccount();
  const form = useZodForm(deleteAccountBody, { currentPassword: '' });
  const confirmed = confirmation === DELETE_CONFIRMATION;
  const currentPassword = form.field('currentPassword');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed) return;
    const body = form.validate();
    if (!body) return;
    try {
      await deleteAccount.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.errors);
    }
  };

  return (
    <Dialog
      onOpenChange={(open) => {
        if (!open) {
          setConfirmation('');
          form.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently removes your account, your profile and everything you have shared. It cannot be
            undone.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField label="Your password" htmlFor={currentPassword.id} error={form.errors.currentPassword}>
            <Input {...currentPassword} type="password" autoComplete="current-password" />
          </FormField>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Type DELETE to confirm</Label>
            <Input
              id={inputId}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed || deleteAccount.isPending}>
              {deleteAccount.isPending && <Spinner />}
              Delete account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
