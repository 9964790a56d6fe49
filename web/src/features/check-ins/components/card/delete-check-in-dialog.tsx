import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteCheckIn } from '../../api/delete-check-in';

interface DeleteCheckInDialogProps {
  checkInId: number;
  coffeeName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the check-in is gone (the owner closes the dialog; the card leaves its lists). */
  onDeleted: () => void;
  /** Where focus goes as the dialog closes; preventDefault() keeps Radix from choosing. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Delete Check-in': an alert dialog, so a click outside does not dismiss it (SPEC §2). */
export function DeleteCheckInDialog({
  checkInId,
  coffeeName,
  open,
  onOpenChange,
  onDeleted,
  onCloseAutoFocus,
}: DeleteCheckInDialogProps) {
  const remove = useDeleteCheckIn({ onSuccess: onDeleted });
  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Check-in</AlertDialogTitle>
          <AlertDialogDescription>
            Delete your check-in of {coffeeName}? Its likes and comments go with it. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              remove.mutate(checkInId);
            }}
          >
            {remove.isPending && <Spinner />}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
