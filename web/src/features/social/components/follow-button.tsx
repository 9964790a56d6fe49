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

/** What pressing the button does, for its accessible name: 'Unfollow ana', 'Follow back ana'. */
function followButtonAction(isFollowing: boolean, followsYou: boolean, username: string): string {
  if (isFollowing) return `Unfollow ${username}`;
  return followsYou ? `Follow back ${username}` : `Follow ${username}`;
}

/**
 * 'Following' (pressing unfollows), 'Follow Back' or 'Follow': a toggle button (pressed while
 * following) named by what pressing it does. The change shows at once everywhere the person is on
 * screen; the button is disabled while the call is pending.
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
  const action = followButtonAction(isFollowing, followsYou, person.username);
  const Icon = isFollowing ? UserCheck : UserPlus;
  return (
    <Button
      variant={isFollowing ? 'outline' : 'default'}
      size={size}
      className={cn('min-w-28', className)}
      aria-pressed={isFollowing}
      aria-label={action}
      title={isFollowing ? action : undefined}
      disabled={pending}
      onClick={() => (isGuest ? void navigate(authPath) : toggle.mutate(!isFollowing))}
    >
      <Icon aria-hidden="true" />
      {followButtonLabel(isFollowing, followsYou)}
    </Button>
  );
}
