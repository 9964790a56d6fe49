import {
  FEED_FILTERS,
  NEARBY_RADIUS_KM,
  type FeedFilter,
  type FeedType,
} from '@crema/contracts/checkins/feed-options';
import { LocateFixed, MapPinOff } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { DeferredOptionSelect } from '@/components/ui/deferred-option-select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isOneOf } from '@/lib/is-one-of';
import { CheckInFeed } from './check-in-feed';
import { StatusMessage } from '@/components/ui/status-message';
import { RecommendationsBanner } from './recommendations-banner';
import { useNearbyLocation } from './use-nearby-location';

export const FEED_FILTER_LABELS: Record<FeedFilter, string> = {
  recent: 'Recent Activity',
  friends: 'Friends Only',
  nearby: 'Nearby',
  top: 'Top Rated',
};

const emptyHints: Record<FeedType, Record<FeedFilter, string>> = {
  feed: {
    recent: 'Check in a coffee or follow people to fill your feed.',
    friends: 'Check-ins of the people you follow will show up here.',
    nearby: `Nobody has checked in within ${NEARBY_RADIUS_KM} km of you yet.`,
    top: 'Rated check-ins of you and the people you follow will show up here.',
  },
  discover: {
    recent: 'Be the first to share a coffee with the community.',
    friends: 'Follow people to see their check-ins here.',
    nearby: `Nobody has checked in within ${NEARBY_RADIUS_KM} km of you yet.`,
    top: 'The best rated coffees of the community will show up here.',
  },
};

interface PersonalFeedProps {
  feedType: FeedType;
  filter: FeedFilter;
  onFeedTypeChange: (feedType: FeedType) => void;
  onFilterChange: (filter: FeedFilter) => void;
  recommendationsPath: string;
}

/** The signed-in home (SPEC §2): 'Your Coffee Feed' with the Feed/Discover tabs and the filter. */
export function PersonalFeed({
  feedType,
  filter,
  onFeedTypeChange,
  onFilterChange,
  recommendationsPath,
}: PersonalFeedProps) {
  const filterId = useId();
  const { location, locate } = useNearbyLocation();

  // Nearby needs the browser's position: ask when the filter is chosen (or opened from a link).
  useEffect(() => {
    if (filter === 'nearby' && location.status === 'idle') void locate();
  }, [filter, location.status, locate]);

  const feedFor = (type: FeedType) => {
    if (filter !== 'nearby')
      return <CheckInFeed feedType={type} filter={filter} emptyHint={emptyHints[type][filter]} />;
    switch (location.status) {
      case 'ready':
        return (
          <CheckInFeed
            feedType={type}
            filter="nearby"
            coords={location.coords}
            emptyHint={emptyHints[type].nearby}
          />
        );
      case 'failed':
        return (
          <StatusMessage
            icon={MapPinOff}
            title="We need your location to show nearby check-ins."
            role="alert"
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="outline" onClick={() => void locate()}>
                  <LocateFixed aria-hidden="true" />
                  Try again
                </Button>
                <Button variant="ghost" onClick={() => onFilterChange('recent')}>
                  Show recent activity
                </Button>
              </div>
            }
          >
            {location.message} Your position is only used to find check-ins within {NEARBY_RADIUS_KM} km of
            you.
          </StatusMessage>
        );
      case 'idle':
      case 'locating':
        return (
          <div role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
            <Spinner className="size-5" />
            Finding your location…
          </div>
        );
    }
  };

  return (
    <section aria-labelledby="feed-title" className="mx-auto grid w-full max-w-2xl gap-5">
      <h1 id="feed-title" className="font-display text-3xl font-bold tracking-tight">
        Your Coffee Feed
      </h1>
      <RecommendationsBanner to={recommendationsPath} />
      <Tabs
        value={feedType}
        onValueChange={(next) => {
          if (next === 'feed' || next === 'discover') onFeedTypeChange(next);
        }}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList className="sm:w-64" aria-label="Feed type">
            <TabsTrigger value="feed">Feed</TabsTrigger>
            <TabsTrigger value="discover">Discover</TabsTrigger>
          </TabsList>
          <div className="flex items-center gap-2">
            <Label htmlFor={filterId} className="shrink-0 text-muted-foreground">
              Show
            </Label>
            <div className="w-full sm:w-48">
              <DeferredOptionSelect
                id={filterId}
                options={FEED_FILTERS}
                value={filter}
                labels={FEED_FILTER_LABELS}
                onChange={(next) => {
                  if (isOneOf(FEED_FILTERS, next)) onFilterChange(next);
                }}
              />
            </div>
          </div>
        </div>
        <TabsContent value="feed" heading="Feed">
          {feedType === 'feed' && feedFor('feed')}
        </TabsContent>
        <TabsContent value="discover" heading="Discover">
          {feedType === 'discover' && feedFor('discover')}
        </TabsContent>
      </Tabs>
    </section>
  );
}
