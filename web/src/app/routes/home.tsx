import { FEED_FILTERS, FEED_TYPES, type FeedFilter, type FeedType } from '@crema/contracts/checkins/feed';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { CHECK_IN_PARAM, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PersonalFeed } from '@/features/check-ins/components/feed/personal-feed';
import { RecentActivity } from '@/features/check-ins/components/feed/recent-activity';
import { CreateCheckInButton } from '@/features/check-ins/components/form/create-check-in-button';
import { CreateCheckInDialog } from '@/features/check-ins/components/form/create-check-in-dialog';
import { DevelopersNote } from '@/features/landing/components/developers-note';
import { FeatureCards } from '@/features/landing/components/feature-cards';
import { JoinBar } from '@/features/landing/components/join-bar';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { useChoiceParam, useQueryParam } from '@/lib/use-query-param';
import { useDocumentTitle } from '@/lib/use-document-title';

// The recommendations screen arrives with a later issue; the banner already links to it.
const RECOMMENDATIONS_PATH = '/recommendations';

/** Feed tab and filter live in the URL (?tab=discover&filter=top), so Back and links keep them. */
function useFeedParams() {
  // Signed in, the feed type is the personal feed unless the user picked Discover (SPEC §4).
  const [feedType, setFeedType] = useChoiceParam<FeedType>('tab', FEED_TYPES, 'feed');
  const [filter, setFilter] = useChoiceParam<FeedFilter>('filter', FEED_FILTERS, 'recent');
  return { feedType, filter, setFeedType, setFilter };
}

export function HomeRoute() {
  const { user, isLoading } = useAuth();
  useDocumentTitle(user ? 'Your Coffee Feed' : 'Track Your Coffee Journey');
  const navigate = useNavigate();
  const feed = useFeedParams();
  // In the URL (?checkin=new), so the header's "Check in" opens the modal from any screen.
  const [checkInParam, setCheckInParam] = useQueryParam(CHECK_IN_PARAM);
  const creating = checkInParam === 'new';
  const setCreating = (open: boolean) => setCheckInParam(open ? 'new' : '');
  const createButtonRef = useRef<HTMLButtonElement>(null);

  if (isLoading) return <PageSpinner />;

  if (!user) {
    return (
      <>
        <LandingHero />
        <FeatureCards />
        <RecentActivity />
        <DevelopersNote />
        <div className="h-24" aria-hidden="true" />
        {/* Creating needs an account (SPEC §6): guests go to the login screen; on phones the join bar says so. */}
        <CreateCheckInButton onClick={() => void navigate(paths.auth)} className="hidden md:bottom-24 md:flex" />
        <JoinBar />
      </>
    );
  }

  return (
    <>
      {/* First in the content, so "Skip to content" and one Tab reach it before a long feed. */}
      <CreateCheckInButton ref={createButtonRef} opensDialog onClick={() => setCreating(true)} />
      <PersonalFeed
        feedType={feed.feedType}
        filter={feed.filter}
        onFeedTypeChange={feed.setFeedType}
        onFilterChange={feed.setFilter}
        recommendationsPath={RECOMMENDATIONS_PATH}
      />
      <CreateCheckInDialog
        open={creating}
        onOpenChange={setCreating}
        defaultBrewMethod={user.preferences.defaultBrewMethod}
        returnFocusRef={createButtonRef}
      />
    </>
  );
}
