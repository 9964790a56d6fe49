import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useEarnedBadges, useUserBadges } from '../api/get-badges';
import { BadgeGrid } from './badge-card';
import { BadgeIcon } from './badge-icon';

function GridSkeleton() {
  return (
    <div role="status" className="grid gap-3 sm:grid-cols-2">
      <span className="sr-only">Loading badges…</span>
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

/** The profile's My Badges tab. */
export function MyBadges() {
  const badges = useEarnedBadges();
  if (badges.isPending) return <GridSkeleton />;
  if (badges.isError) {
    return (
      <LoadError
        title="Failed to load badges"
        error={badges.error}
        onRetry={() => void badges.refetch()}
        retrying={badges.isFetching}
      />
    );
  }
  if (badges.data.length === 0) {
    return (
      <StatusMessage
        icon={Award}
        role="status"
        title="No badges yet."
        action={
          <Link to={paths.badges} className={buttonClassName('outline')}>
            See all badges
          </Link>
        }
      >
        Check in coffees, try new roasters and brew methods to earn them.
      </StatusMessage>
    );
  }
  return <BadgeGrid badges={badges.data} label="My badges" compact />;
}

/** Someone's earned badges on their profile, as a row of medals; nothing at all when their privacy hides them. */
export function UserBadges({ username }: { username: string }) {
  const badges = useUserBadges(username);
  if (badges.isPending) return <GridSkeleton />;
  if (badges.isError) {
    if (badges.error instanceof ApiError && badges.error.status === 403) return null;
    return (
      <LoadError
        title="Failed to load badges"
        error={badges.error}
        onRetry={() => void badges.refetch()}
        retrying={badges.isFetching}
      />
    );
  }
  return (
    <section aria-labelledby="user-badges" className="grid gap-3">
      <h2 id="user-badges" className="font-display text-lg font-semibold">
        Badges <span className="text-muted-foreground">({badges.data.length})</span>
      </h2>
      {badges.data.length > 0 ? (
        <ul aria-label={`${username}'s badges`} className="flex flex-wrap gap-2">
          {badges.data.map((badge) => (
            <li
              key={badge.id}
              title={badge.description}
              className="flex items-center gap-2 rounded-full border border-border bg-card py-1 pr-3 pl-1 text-sm shadow-sm"
            >
              <BadgeIcon
                icon={badge.icon}
                category={badge.category}
                earned
                className="size-7 [&_svg]:size-4"
              />
              {badge.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No badges earned yet.</p>
      )}
    </section>
  );
}
