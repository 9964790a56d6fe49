import { UserCheck, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useFollowPending, useToggleFollow, type FollowTarget } from '../api/follow-user';

interface FollowButtonProps {
  person: FollowTarget;
  /** The viewer follows this person. */
  isFollowing: boolean;
  /** This person follows the viewer: 'Follow Back' when the viewer does not follow them yet. */
  followsYou?: boolean;
  /** Guests are sent to sign in instead. */
  isGuest?: boolean;
  size?: 'sm' | 'default';
  className?: string;
}

export function followButtonLabel(isFollowing: boolean, followsYou: boolean): string {
  if (isFollowing) return 'Following';
  return followsYou ? 'Follow Back' : 'Follow';
}

/**
 * 'Following' (clicking unfollows), 'Follow Back' or 'Follow'. The change shows at once everywhere
 * the person is on screen; the button is disabled while the call is pending.
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
      title={isFollowing ? `Unfollow ${person.username}` : undefined}
      disabled={pending}
      onClick={() => (isGuest ? void navigate(paths.auth) : toggle.mutate(!isFollowing))}
    >
      <Icon aria-hidden="true" />
      {label}
      <span className="sr-only"> {person.username}</span>
    </Button>
  );
}
