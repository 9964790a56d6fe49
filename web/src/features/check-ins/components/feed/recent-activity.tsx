import { CheckInFeed } from './check-in-feed';

/** The guest home's recent activity: the discover feed, newest first (SPEC §2 Home). */
export function RecentActivity() {
  return (
    <section aria-labelledby="recent-activity-title" className="mx-auto mt-10 grid w-full max-w-2xl gap-4">
      <h2 id="recent-activity-title" className="font-display text-2xl font-semibold tracking-tight">
        Recent activity
      </h2>
      <CheckInFeed
        feedType="discover"
        filter="recent"
        emptyHint="Be the first to share a coffee: join the community and check in."
      />
    </section>
  );
}
