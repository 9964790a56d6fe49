import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/plural';
import { useAuthPath } from '@/lib/use-auth-path';
import { useToggleLike } from '../../api/like-check-in';

/** Heart and count; optimistic, disabled while the call is pending; guests are sent to sign in. */
export function LikeButton({ checkIn, isGuest }: { checkIn: CheckInCard; isGuest: boolean }) {
  const navigate = useNavigate();
  const authPath = useAuthPath();
  const toggle = useToggleLike(checkIn);
  const { isLiked, likesCount } = checkIn;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={isLiked}
      aria-label={`${isLiked ? 'Unlike' : 'Like'} (${plural(likesCount, 'like')})`}
      disabled={toggle.isPending}
      onClick={() => (isGuest ? void navigate(authPath) : toggle.mutate(!isLiked))}
      className={clsx('tabular-nums', isLiked ? 'text-rose-600 dark:text-rose-400' : 'text-muted-foreground')}
    >
      <Heart aria-hidden="true" className={clsx(isLiked && 'fill-current')} />
      {likesCount}
    </Button>
  );
}
