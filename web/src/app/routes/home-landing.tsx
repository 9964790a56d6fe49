import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { FeedSkeleton } from '@/features/check-ins/components/feed/feed-skeleton';
import { CreateCheckInButton } from '@/features/check-ins/components/form/create-check-in-button';
import { DevelopersNote } from '@/features/landing/components/developers-note';
import { FeatureCards } from '@/features/landing/components/feature-cards';
import { JoinBar } from '@/features/landing/components/join-bar';
import { LandingHero } from '@/features/landing/components/landing-hero';

// Below the hero and the feature cards on a phone: the cards' code (menus, share, photos) loads
// after the first screen, while the loader has already asked for their data.
const RecentActivity = lazy(async () => ({
  default: (await import('@/features/check-ins/components/feed/recent-activity')).RecentActivity,
}));

/** The guest home (SPEC §2 Home): hero, feature cards, recent activity and the join bar. */
export function HomeLanding() {
  const navigate = useNavigate();
  return (
    <>
      <LandingHero />
      <FeatureCards />
      <Suspense fallback={<FeedSkeleton />}>
        <RecentActivity />
      </Suspense>
      <DevelopersNote />
      <div className="h-24" aria-hidden="true" />
      {/* Creating needs an account (SPEC §6): guests go to the login screen; on phones the join bar says so. */}
      <CreateCheckInButton
        onClick={() => void navigate(paths.auth)}
        className="hidden md:bottom-24 md:flex"
      />
      <JoinBar />
    </>
  );
}
