import type { UserProfileView } from '@crema/contracts/social/rest';
import { Lock, UserX, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError, StatusMessage } from '@/components/ui/status-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useViewerId } from '@/lib/use-viewer';
import { isOneOf } from '@/lib/is-one-of';
import { useUserFollowers } from '../api/get-user-followers';
import { useUserFollowing } from '../api/get-user-following';
import { useUserProfile } from '../api/get-user-profile';
import { PagedPeopleList } from './people-list';
import { hiddenProfileMessage, ProfileHeader } from './profile-header';

export const PROFILE_TABS = ['check-ins', 'followers', 'following'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

interface UserProfileProps {
  username: string;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** The Check-ins tab's content (another feature's list, composed by the route). */
  renderCheckIns: (profile: UserProfileView) => ReactNode;
  /** Shown between the header and the tabs when the viewer may see the profile (e.g. badges). */
  renderHighlights?: (profile: UserProfileView) => ReactNode;
}

/** Someone's profile page (`/users/:username`): header, then their check-ins and lists when visible. */
export function UserProfile({
  username,
  tab,
  onTabChange,
  renderCheckIns,
  renderHighlights,
}: UserProfileProps) {
  const query = useUserProfile(username);
  const viewerId = useViewerId();

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (notFound) return <UserNotFound username={username} />;
    return (
      <LoadError
        title="We couldn't load this profile."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const profile = query.data;
  return (
    <div className="grid gap-5 [&>*]:min-w-0">
      <ProfileHeader
        profile={profile}
        isGuest={viewerId === null}
        onOpenList={profile.canView ? onTabChange : undefined}
      />
      {profile.canView && renderHighlights?.(profile)}
      {profile.canView ? (
        <Tabs
          value={tab}
          onValueChange={(next) => {
            if (isOneOf(PROFILE_TABS, next)) onTabChange(next);
          }}
        >
          <TabsList aria-label={`${profile.username}'s activity`}>
            <TabsTrigger value="check-ins">Check-ins</TabsTrigger>
            <TabsTrigger value="followers">Followers</TabsTrigger>
            <TabsTrigger value="following">Following</TabsTrigger>
          </TabsList>
          <TabsContent value="check-ins" heading="Check-ins">
            {renderCheckIns(profile)}
          </TabsContent>
          <TabsContent value="followers">
            <Card className="px-4 sm:px-5">
              <UserFollowers profile={profile} viewerId={viewerId} />
            </Card>
          </TabsContent>
          <TabsContent value="following">
            <Card className="px-4 sm:px-5">
              <UserFollowing profile={profile} viewerId={viewerId} />
            </Card>
          </TabsContent>
        </Tabs>
      ) : (
        <StatusMessage
          icon={profile.profileVisibility === 'private' ? Lock : Users}
          role="status"
          title={hiddenProfileMessage(profile.profileVisibility)}
        >
          {viewerId === null
            ? 'Log in to follow them.'
            : profile.profileVisibility === 'private'
              ? 'You can still follow them; their check-ins stay hidden.'
              : profile.isFollowing
                ? `You follow ${profile.username}: once they follow you back, you'll see their check-ins.`
                : `Follow ${profile.username}: once they follow you back, you'll see their check-ins.`}
        </StatusMessage>
      )}
    </div>
  );
}

interface ListProps {
  profile: UserProfileView;
  viewerId: number | null;
}

function UserFollowers({ profile, viewerId }: ListProps) {
  const query = useUserFollowers(profile.username);
  return (
    <PagedPeopleList
      query={query}
      viewerId={viewerId}
      label={`${profile.username}'s followers`}
      noun="followers"
      empty={
        <StatusMessage bare icon={Users} role="status" title="No followers yet.">
          {profile.isSelf
            ? 'When someone follows you, they show up here.'
            : `Be the first to follow ${profile.username}.`}
        </StatusMessage>
      }
    />
  );
}

function UserFollowing({ profile, viewerId }: ListProps) {
  const query = useUserFollowing(profile.username);
  return (
    <PagedPeopleList
      query={query}
      viewerId={viewerId}
      label={`People ${profile.username} follows`}
      noun="people they follow"
      empty={
        <StatusMessage bare icon={Users} role="status" title="Not following anyone yet.">
          {profile.isSelf
            ? 'People you follow show up here.'
            : `${profile.username} doesn't follow anyone yet.`}
        </StatusMessage>
      }
    />
  );
}

function UserNotFound({ username }: { username: string }) {
  return (
    <StatusMessage icon={UserX} role="alert" title="User not found" className="mx-auto max-w-md">
      <p className="mb-4">
        There is no one called “{username}” on Crema. The account may have been renamed or deleted.
      </p>
      <Link to={`${paths.search}?type=users`} className={buttonClassName()}>
        Search people
      </Link>
    </StatusMessage>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-5">
      <span className="sr-only">Loading profile…</span>
      <Card className="overflow-hidden">
        <Skeleton className="h-20 rounded-none sm:h-24" />
        <div className="-mt-10 grid gap-4 p-6 pt-0 sm:-mt-12">
          <Skeleton className="size-20 rounded-full ring-4 ring-card sm:size-24" />
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-64" />
          <div className="flex gap-8">
            <Skeleton className="h-10 w-16" />
            <Skeleton className="h-10 w-16" />
            <Skeleton className="h-10 w-16" />
          </div>
        </div>
      </Card>
    </div>
  );
}
