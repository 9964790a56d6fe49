import { FEED_FILTERS, FEED_TYPES, type FeedFilter, type FeedType } from '@crema/contracts/checkins/feed';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PersonalFeed } from '@/features/check-ins/components/feed/personal-feed';
import { RecentActivity } from '@/features/check-ins/components/feed/recent-activity';
import { CreateCheckInButton } from '@/features/check-ins/components/form/create-check-in-button';
import { CreateCheckInDialog } from '@/features/check-ins/components/form/create-check-in-dialog';
import { FeatureCards } from '@/features/landing/components/feature-cards';
import { JoinBar } from '@/features/landing/components/join-bar';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { useChoiceParam } from '@/lib/use-query-param';
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
  const [creating, setCreating] = useState(false);
  const createButtonRef = useRef<HTMLButtonElement>(null);

  if (isLoading) return <PageSpinner />;

  if (!user) {
    return (
      <>
        <LandingHero />
        <FeatureCards />
        <RecentActivity />
        <div className="h-24" aria-hidden="true" />
        {/* Creating needs an account (SPEC §6): guests go to the login screen. */}
        <CreateCheckInButton onClick={() => void navigate(paths.auth)} className="bottom-40 md:bottom-24" />
        <JoinBar />
      </>
    );
  }

  return (
    <>
      <PersonalFeed
        feedType={feed.feedType}
        filter={feed.filter}
        onFeedTypeChange={feed.setFeedType}
        onFilterChange={feed.setFilter}
        recommendationsPath={RECOMMENDATIONS_PATH}
      />
      <CreateCheckInButton ref={createButtonRef} opensDialog onClick={() => setCreating(true)} />
      <CreateCheckInDialog
        open={creating}
        onOpenChange={setCreating}
        defaultBrewMethod={user.preferences.defaultBrewMethod}
        returnFocusRef={createButtonRef}
      />
    </>
  );
}
