import { UserCheck, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthPath } from '@/lib/use-auth-path';
import { cn } from '@/lib/utils';
import { useFollowPending, useToggleFollow, type FollowTarget } from '../api/follow-user';

interface FollowButtonProps {
  person: FollowTarget;
  /** The viewer follows this person. */
  isFollowing: boolean;
  /** This person follows the viewer: 'Follow Back' when the viewer does not follow them yet. */
  followsYou?: boolean;
  /** Guests are sent to sign in instead, and come back here after. */
  isGuest?: boolean;
  size?: 'sm' | 'default';
  className?: string;
}

/** What the button shows (SPEC): 'Following', 'Follow Back' or 'Follow'. */
function followButtonLabel(isFollowing: boolean, followsYou: boolean): string {
  if (isFollowing) return 'Following';
  return followsYou ? 'Follow Back' : 'Follow';
}

/**
 * 'Following' (pressing unfollows), 'Follow Back' or 'Follow': a toggle button, pressed while
 * following. Its accessible name is the visible text plus whom it is about ('Following ana'), so
 * voice control can say what is on screen and lists of buttons stay distinguishable; hovering a
 * 'Following' button says that pressing it unfollows. The change shows at once everywhere the
 * person is on screen; the button is disabled while the call is pending.
 */
export function FollowButton({
  person,
  isFollowing,
  followsYou = false,
  isGuest = false,
  size = 'sm',
  className,
}: FollowButtonProps) {
  const navigate = useNavigate();
  const authPath = useAuthPath();
  const toggle = useToggleFollow(person);
  // The same person may have a button in the header and in a list: both wait for the call.
  const pending = useFollowPending(person.id);
  const label = followButtonLabel(isFollowing, followsYou);
  const Icon = isFollowing ? UserCheck : UserPlus;
  return (
    <Button
      variant={isFollowing ? 'outline' : 'default'}
      size={size}
      className={cn('min-w-28', className)}
      aria-pressed={isFollowing}
      aria-label={`${label} ${person.username}`}
      title={isFollowing ? `Unfollow ${person.username}` : undefined}
      disabled={pending}
      onClick={() => (isGuest ? void navigate(authPath) : toggle.mutate(!isFollowing))}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
