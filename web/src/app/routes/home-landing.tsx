import { lazy, Suspense, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { FeedSkeleton } from '@/features/check-ins/components/feed/feed-skeleton';
import { CreateCheckInButton } from '@/features/check-ins/components/form/create-check-in-button';
import { DevelopersNote } from '@/features/landing/components/developers-note';
import { FeatureCards } from '@/features/landing/components/feature-cards';
import { JoinBar } from '@/features/landing/components/join-bar';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { useNearViewport } from '@/lib/use-near-viewport';
import { showFirstScreen } from '@/lib/first-screen';

// Below the hero and the feature cards: the cards' code (zod and the contracts that check them) and
// their data load after the first screen, when the reader nears them (on a phone that is at once,
// the fold being close), not with it, whose main thread they would hold up (ADR 0025, 0035).
const RecentActivity = lazy(async () => ({
  default: (await import('@/features/check-ins/components/feed/recent-activity')).RecentActivity,
}));

function RecentActivityWhenNear() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!near)
    return (
      <div ref={ref} className="mx-auto mt-10 w-full max-w-2xl">
        <FeedSkeleton />
      </div>
    );
  return (
    <Suspense fallback={<FeedSkeleton />}>
      <RecentActivity />
    </Suspense>
  );
}

/** The guest home (SPEC §2 Home): hero, feature cards, recent activity and the join bar. */
export function HomeLanding() {
  const navigate = useNavigate();
  // The same page, prerendered in index.html, gives way to this one before the next paint.
  useLayoutEffect(showFirstScreen, []);
  return (
    <>
      <LandingHero />
      <FeatureCards />
      <RecentActivityWhenNear />
      <DevelopersNote />
      <div className="h-24" aria-hidden="true" />
      {/* Creating needs an account (SPEC §6): guests go to the login screen; on phones the join bar says so. */}
      <CreateCheckInButton onClick={() => void navigate(paths.auth)} forGuest />
      <JoinBar />
    </>
  );
}
