import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { Bookmark } from 'lucide-react';
import { useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { useAuthPath } from '@/lib/use-auth-path';
import { useToggleSave } from '../../api/save-check-in';

/** Bookmark toggle; optimistic, disabled while pending; guests are sent to sign in. */
export function SaveButton({
  checkIn,
  isGuest,
  withLabel = false,
}: {
  checkIn: Pick<CheckInCard, 'id' | 'isSaved'>;
  isGuest: boolean;
  withLabel?: boolean;
}) {
  const navigate = useNavigate();
  const authPath = useAuthPath();
  const toggle = useToggleSave(checkIn);
  const label = checkIn.isSaved ? 'Saved' : 'Save';
  return (
    <Button
      variant={withLabel ? 'outline' : 'ghost'}
      // With its label it stands next to full-size buttons (the shared page's Open App).
      size={withLabel ? 'default' : 'sm'}
      aria-pressed={checkIn.isSaved}
      aria-label={withLabel ? undefined : checkIn.isSaved ? 'Remove from saved' : 'Save'}
      disabled={toggle.isPending}
      onClick={() => (isGuest ? void navigate(authPath) : toggle.mutate(!checkIn.isSaved))}
      className={clsx(checkIn.isSaved ? 'text-primary' : !withLabel && 'text-muted-foreground')}
    >
      <Bookmark aria-hidden="true" className={clsx(checkIn.isSaved && 'fill-current')} />
      {withLabel && label}
    </Button>
  );
}
