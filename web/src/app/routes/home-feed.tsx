import {
  FEED_FILTERS,
  FEED_TYPES,
  type FeedFilter,
  type FeedType,
} from '@crema/contracts/checkins/feed-options';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { CHECK_IN_PARAM, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PersonalFeed } from '@/features/check-ins/components/feed/personal-feed';
import { CreateCheckInButton } from '@/features/check-ins/components/form/create-check-in-button';
import { showFirstScreen } from '@/lib/first-screen';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useChoiceParam, useQueryParam } from '@/lib/use-query-param';
import { DEFAULT_FEED_FILTER, DEFAULT_FEED_TYPE } from './home-params';

// The form (fields, photo, brew details) loads when it is opened, not with the feed.
const CreateCheckInDialog = lazy(async () => ({
  default: (await import('@/features/check-ins/components/form/create-check-in-dialog')).CreateCheckInDialog,
}));

/** Feed tab and filter live in the URL (?tab=discover&filter=top), so Back and links keep them. */
function useFeedParams() {
  const [feedType, setFeedType] = useChoiceParam<FeedType>('tab', FEED_TYPES, DEFAULT_FEED_TYPE);
  const [filter, setFilter] = useChoiceParam<FeedFilter>('filter', FEED_FILTERS, DEFAULT_FEED_FILTER);
  return { feedType, filter, setFeedType, setFilter };
}

/** The signed-in home: 'Your Coffee Feed' and the round button that opens the 'Check In' modal. */
export function HomeFeed() {
  const { user } = useAuth();
  // A member's first screen: the header's menus load once it is drawn.
  useLayoutEffect(showFirstScreen, []);
  const feed = useFeedParams();
  // In the URL (?checkin=new), so the header's "Check in" opens the modal from any screen.
  const [checkInParam, setCheckInParam] = useQueryParam(CHECK_IN_PARAM);
  const creating = checkInParam === 'new';
  const setCreating = (open: boolean) => setCheckInParam(open ? 'new' : '');
  const createButtonRef = useRef<HTMLButtonElement>(null);
  // Loaded on first opening, then kept: a cancelled draft is still there when the modal reopens.
  const dialogLoaded = useOpenedOnce(creating);
  if (!user) return null;

  return (
    <>
      {/* First in the content, so "Skip to content" and one Tab reach it before a long feed. */}
      <CreateCheckInButton ref={createButtonRef} opensDialog onClick={() => setCreating(true)} />
      <PersonalFeed
        feedType={feed.feedType}
        filter={feed.filter}
        onFeedTypeChange={feed.setFeedType}
        onFilterChange={feed.setFilter}
        recommendationsPath={paths.recommendations}
      />
      {dialogLoaded && (
        <Suspense>
          <CreateCheckInDialog
            open={creating}
            onOpenChange={setCreating}
            defaultBrewMethod={user.preferences.defaultBrewMethod}
            returnFocusRef={createButtonRef}
          />
        </Suspense>
      )}
    </>
  );
}
