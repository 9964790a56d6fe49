import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { DELETE_CONFIRMATION } from '@/config/constants';
import { useDeleteAccount } from '../api/delete-account';

/** Deletion needs the word DELETE typed out; the button stays disabled until then (SPEC §5). */
export function DeleteAccountDialog() {
  const inputId = useId();
  const [confirmation, setConfirmation] = useState('');
  const deleteAccount = useDeleteAccount();
  const confirmed = confirmation === DELETE_CONFIRMATION;

  return (
    <Dialog
      onOpenChange={(open) => {
        if (!open) setConfirmation('');
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
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed) deleteAccount.mutate();
          }}
        >
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
