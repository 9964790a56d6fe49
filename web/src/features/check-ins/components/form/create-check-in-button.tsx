import { Plus } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '@/lib/utils';

/** The floating round button of the home screen (SPEC §2): opens the 'Check In' modal. */
export function CreateCheckInButton({
  onClick,
  className,
  ref,
  opensDialog = false,
}: {
  onClick: () => void;
  className?: string;
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
      className={cn(
        'fixed right-4 bottom-18 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform',
        'hover:scale-105 hover:bg-primary/90 active:scale-95 md:right-8 md:bottom-8',
        'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <Plus className="size-7" aria-hidden="true" />
    </button>
  );
}
