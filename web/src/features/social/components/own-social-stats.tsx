import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryButton } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { useUserProfile } from '../api/get-user-profile';

function StatLink({ to, value, label }: { to: string; value: number | null; label: string }) {
  return (
    <Link
      to={to}
      className="grid flex-1 justify-items-center rounded-xl px-2 py-3 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="text-xl font-semibold tabular-nums">{value ?? '–'}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </Link>
  );
}

/** The signed-in user's followers and following counts, each leading to its list. */
export function OwnSocialStats({ username }: { username: string }) {
  const profile = useUserProfile(username);
  if (profile.isError) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="min-w-0 text-sm">
          <p className="font-medium">We couldn&apos;t load your counts.</p>
          <p className="break-words text-muted-foreground">{errorDetail(profile.error)}</p>
        </div>
        <RetryButton size="sm" onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      </Card>
    );
  }
  return (
    <Card className="p-2">
      {profile.isPending ? (
        <div role="status" className="flex gap-2">
          <span className="sr-only">Loading your counts…</span>
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-16 flex-1" />
          ))}
        </div>
      ) : (
        <nav aria-label="Your activity" className="flex gap-2">
          <StatLink
            to={`${paths.friends}?tab=followers`}
            value={profile.data.followersCount}
            label="Followers"
          />
          <StatLink
            to={`${paths.friends}?tab=following`}
            value={profile.data.followingCount}
            label="Following"
          />
        </nav>
      )}
    </Card>
  );
}
