import type { FeedFilter, FeedType } from '@crema/contracts/checkins/feed';
import { AlertTriangle, Coffee, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFeed } from '../../api/get-feed';
import type { FeedCoords } from '../../api/query-keys';
import { CheckInCard } from '../card/check-in-card';
import { FeedMessage } from './feed-message';
import { FeedSkeleton } from './feed-skeleton';

interface CheckInFeedProps {
  feedType: FeedType;
  filter: FeedFilter;
  coords?: FeedCoords | null;
  /** Shown under 'No check-ins to display.' */
  emptyHint?: string;
}

/** Starts loading the next page a little before the end of the list comes into view. */
function useLoadMoreOnVisible(onVisible: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return sentinel;
}

/** A feed of check-in cards, page after page by cursor (infinite scroll with a 'Load more' fallback). */
export function CheckInFeed({ feedType, filter, coords, emptyHint }: CheckInFeedProps) {
  const feed = useFeed({ feedType, filter, coords });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = feed;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useLoadMoreOnVisible(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);

  if (feed.isPending) return <FeedSkeleton />;

  if (feed.isError && !feed.data) {
    return (
      <FeedMessage
        icon={AlertTriangle}
        tone="error"
        role="alert"
        title="We couldn't load check-ins."
        action={
          <Button variant="outline" onClick={() => void feed.refetch()} disabled={feed.isFetching}>
            {feed.isFetching ? <Spinner /> : <RotateCw aria-hidden="true" />}
            Try again
          </Button>
        }
      >
        <code className="font-mono text-xs">{feed.error.message}</code>
      </FeedMessage>
    );
  }

  const cards = feed.data.pages.flatMap((page) => page.items);
  if (cards.length === 0) {
    return (
      <FeedMessage icon={Coffee} title="No check-ins to display." role="status">
        {emptyHint}
      </FeedMessage>
    );
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-4" aria-label="Check-ins" aria-busy={feed.isFetching}>
        {cards.map((checkIn) => (
          <li key={checkIn.id}>
            <CheckInCard checkIn={checkIn} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          More check-ins could not be loaded: {feed.error?.message}
        </p>
      )}
      {hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage && <Spinner />}
          {isFetchingNextPage ? 'Loading…' : isFetchNextPageError ? 'Try again' : 'Load more'}
        </Button>
      ) : (
        <p className="py-2 text-center text-sm text-muted-foreground">You're all caught up.</p>
      )}
    </div>
  );
}
