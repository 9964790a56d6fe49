import type { UserProfileView } from '@crema/contracts/social/rest';
import { Globe, Lock, Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { FollowButton } from './follow-button';

const VISIBILITY = {
  public: { icon: Globe, label: 'Public profile' },
  friends: { icon: Users, label: 'Friends only' },
  private: { icon: Lock, label: 'Private profile' },
} as const;

/** ADR 0005: what a viewer who may not see the profile is told. */
export function hiddenProfileMessage(visibility: UserProfileView['profileVisibility']): string {
  return visibility === 'private'
    ? 'This profile is private.'
    : 'Only friends can see this profile. Follow each other to become friends.';
}

type ProfileList = 'check-ins' | 'followers' | 'following';

interface StatProps {
  value: number | null;
  label: [string, string];
  /** Opens the list the count stands for (its tab below the header). */
  onOpen?: () => void;
}

function Stat({ value, label, onOpen }: StatProps) {
  if (value === null) return null;
  const text = value === 1 ? label[0] : label[1];
  const body = (
    <>
      <span className="block text-xl font-semibold tabular-nums">{value}</span>
      <span className="block text-sm text-muted-foreground">{text}</span>
    </>
  );
  return (
    <li>
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          className="-mx-2 rounded-lg px-2 py-1 text-left transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {body}
        </button>
      ) : (
        <div className="py-1">{body}</div>
      )}
    </li>
  );
}

interface ProfileHeaderProps {
  profile: UserProfileView;
  isGuest: boolean;
  onOpenList?: (list: ProfileList) => void;
}

/**
 * The top of a profile: avatar, username, bio and counts (those the viewer may see), with Follow /
 * Follow Back / Following for others and a Settings link on one's own.
 */
export function ProfileHeader({ profile, isGuest, onOpenList }: ProfileHeaderProps) {
  const visibility = VISIBILITY[profile.profileVisibility];
  const hasCounts =
    profile.checkInsCount !== null || profile.followersCount !== null || profile.followingCount !== null;
  return (
    <Card className="overflow-hidden">
      <div className="h-20 bg-gradient-to-r from-primary to-accent sm:h-24" aria-hidden="true" />
      <CardContent className="-mt-10 grid gap-4 sm:-mt-12">
        <div className="flex items-end justify-between gap-3">
          <Avatar
            name={profile.username}
            src={profile.avatarUrl}
            className="size-20 text-3xl ring-4 ring-card sm:size-24"
          />
          <div className="translate-y-2">
            {profile.isSelf ? (
              <Link to={paths.settings} className={buttonClassName('outline', 'sm')}>
                <Settings aria-hidden="true" />
                Settings
              </Link>
            ) : (
              <FollowButton
                person={profile}
                isFollowing={profile.isFollowing}
                followsYou={profile.followsYou}
                isGuest={isGuest}
                size="default"
              />
            )}
          </div>
        </div>
        <div className="min-w-0">
          <h1 className="font-display text-2xl font-bold tracking-tight break-words">{profile.username}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {(profile.isSelf || profile.canView) && (
              <span className="inline-flex items-center gap-1.5">
                <visibility.icon className="size-4" aria-hidden="true" />
                {visibility.label}
              </span>
            )}
            {profile.followsYou && !profile.isSelf && (
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                Follows you
              </span>
            )}
          </p>
        </div>
        {profile.canView && profile.bio && <p className="break-words whitespace-pre-line">{profile.bio}</p>}
        {profile.canView && !profile.bio && profile.isSelf && (
          <p className="text-sm text-muted-foreground italic">No bio yet. Add one in Settings.</p>
        )}
        {hasCounts && (
          <ul aria-label="Counts" className="flex gap-6 sm:gap-8">
            <Stat
              value={profile.checkInsCount}
              label={['Check-in', 'Check-ins']}
              onOpen={onOpenList && (() => onOpenList('check-ins'))}
            />
            <Stat
              value={profile.followersCount}
              label={['Follower', 'Followers']}
              onOpen={onOpenList && (() => onOpenList('followers'))}
            />
            <Stat
              value={profile.followingCount}
              label={['Following', 'Following']}
              onOpen={onOpenList && (() => onOpenList('following'))}
            />
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
