import { CirclePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthPath } from '@/lib/use-auth-path';
import { CreateCheckInDialog, type CheckInPrefill } from './create-check-in-dialog';

/** The signed-in person as the modal needs them; null for a guest. */
export interface CheckInAuthor {
  defaultBrewMethod?: string | undefined;
}

/** "Check in this coffee" on a coffee page: the 'Check In' modal with the coffee filled in. */
export function CheckInThisCoffee({ coffee, user }: { coffee: CheckInPrefill; user: CheckInAuthor | null }) {
  const navigate = useNavigate();
  const authPath = useAuthPath();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        aria-haspopup={user ? 'dialog' : undefined}
        // Creating needs an account (SPEC §6): guests go to the login screen, and back here after.
        onClick={() => (user ? setOpen(true) : void navigate(authPath))}
      >
        <CirclePlus aria-hidden="true" />
        Check in this coffee
      </Button>
      {user && (
        <CreateCheckInDialog
          open={open}
          onOpenChange={setOpen}
          defaultBrewMethod={user.defaultBrewMethod}
          returnFocusRef={buttonRef}
          prefill={coffee}
        />
      )}
    </>
  );
}
