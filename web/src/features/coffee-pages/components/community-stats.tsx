import type { CommunityStats } from '@crema/contracts/checkins/coffee-pages';
import { PackageCheck, Users } from 'lucide-react';
import { ProfileAvatarLink, ProfileNameLink } from '@/components/ui/profile-link';
import { RatingStars } from '@/components/ui/rating-stars';
import { plural } from '@/lib/plural';
import { PageSection } from './page-section';

/** How many gave each number of stars, five first, as bars with their counts in text. */
function RatingDistribution({ stats }: { stats: CommunityStats }) {
  const most = Math.max(1, ...stats.ratingDistribution);
  return (
    <PageSection title="Ratings">
      <div className="mb-3 flex items-center gap-2">
        <RatingStars rating={stats.avgRating} />
        <span className="text-sm text-muted-foreground tabular-nums">
          {stats.avgRating.toFixed(1)} · {plural(stats.checkInsCount, 'check-in')}
        </span>
      </div>
      <ol className="grid gap-1.5" aria-label="Rating distribution">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = stats.ratingDistribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0 tabular-nums">{plural(stars, 'star')}</span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span className="block h-full rounded-full bg-primary" style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right text-muted-foreground tabular-nums">{count}</span>
            </li>
          );
        })}
      </ol>
    </PageSection>
  );
}

/** The community's notes, most noted first, each marked when the roaster's bag names it too. */
function TastingNotes({ stats, bagNotesUnnoticed }: { stats: CommunityStats; bagNotesUnnoticed?: string[] }) {
  const compared = bagNotesUnnoticed !== undefined;
  return (
    <PageSection title="Tasting notes">
      {stats.tastingNotes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody noted flavours yet.</p>
      ) : (
        <ol className="flex flex-wrap gap-2" aria-label="Community tasting notes, most noted first">
          {stats.tastingNotes.map((note) => (
            <li
              key={note.name}
              className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
            >
              {note.onBag && <PackageCheck className="size-3.5" aria-hidden="true" />}
              <span>{note.name}</span>
              <span className="text-muted-foreground tabular-nums">×{note.count}</span>
              {note.onBag && <span className="sr-only">(also on the bag)</span>}
            </li>
          ))}
        </ol>
      )}
      {compared && (
        <p className="mt-3 text-sm text-muted-foreground">
          <PackageCheck className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
          marks a note the roaster’s bag names too.
          {bagNotesUnnoticed.length > 0 && <> On the bag, but nobody noted: {bagNotesUnnoticed.join(', ')}.</>}
        </p>
      )}
    </PageSection>
  );
}

/** People the viewer follows who had it. */
function Friends({ stats }: { stats: CommunityStats }) {
  if (stats.friendsCount === 0) return null;
  const more = stats.friendsCount - stats.friends.length;
  return (
    <PageSection title="Friends who had it" icon={Users}>
      <ul className="flex flex-wrap gap-3">
        {stats.friends.map((friend) => (
          <li key={friend.id} className="flex items-center gap-2">
            <ProfileAvatarLink username={friend.username} src={friend.avatarUrl} className="size-8" />
            <ProfileNameLink username={friend.username} className="text-sm" />
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm text-muted-foreground">and {plural(more, 'more friend')}</p>}
    </PageSection>
  );
}

/** Ratings, notes and friends from the check-ins the viewer may see. */
export function CommunityStatsView({
  stats,
  bagNotesUnnoticed,
}: {
  stats: CommunityStats;
  bagNotesUnnoticed?: string[];
}) {
  return (
    <>
      <RatingDistribution stats={stats} />
      <TastingNotes stats={stats} bagNotesUnnoticed={bagNotesUnnoticed} />
      <Friends stats={stats} />
    </>
  );
}
