import { Plus } from 'lucide-react';
import type { Ref } from 'react';
import { clsx } from 'clsx';

/** The floating round button of the home screen (SPEC §2): opens the 'Check In' modal. */
export function CreateCheckInButton({
  onClick,
  ref,
  opensDialog = false,
  forGuest = false,
}: {
  onClick: () => void;
  /** On the guest landing: not on phones (the join bar invites them), above the join bar elsewhere. */
  forGuest?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** True when it opens the modal (signed in); guests are sent to the login screen instead. */
  opensDialog?: boolean;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      aria-label="Create a new check-in"
      title="Create a new check-in"
      onClick={onClick}
      className={clsx(
        'fixed right-4 bottom-18 z-40 size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform',
        'hover:scale-105 hover:bg-primary/90 active:scale-95 md:right-8',
        'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        forGuest ? 'hidden md:bottom-24 md:flex' : 'flex md:bottom-8',
      )}
    >
      <Plus className="size-7" aria-hidden="true" />
    </button>
  );
}
