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
}

/** 'Delete Check-in': an alert dialog, so a click outside does not dismiss it (SPEC §2). */
export function DeleteCheckInDialog({ checkInId, coffeeName, open, onOpenChange }: DeleteCheckInDialogProps) {
  const remove = useDeleteCheckIn({ onSuccess: () => onOpenChange(false) });
  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialogContent>
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
