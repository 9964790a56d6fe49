import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Coffee } from 'lucide-react';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { LoadError, StatusMessage } from '@/components/ui/status-message';
import type { CheckInListPage } from '../../api/check-in-cache';
import { CheckInCard } from '../card/check-in-card';
import { FeedSkeleton } from './feed-skeleton';

interface CheckInListProps {
  query: UseInfiniteQueryResult<InfiniteData<CheckInListPage, unknown>>;
  /** The empty state's title. */
  emptyTitle?: string;
  /** Shown under the empty state's title. */
  emptyHint?: string;
}

/**
 * A list draws its cards a few at a time, each few in a transition of its own: the top of the list
 * paints without waiting for a whole page of cards, and no one commit of many cards holds the main
 * thread (ADR 0041). The first few fill a phone's screen.
 */
const CARDS_PER_DRAW = 3;

/**
 * Check-in cards of any paged list (a feed, someone's profile): skeletons while the first page
 * loads, an error with a retry, an empty state, then infinite scroll with a 'Load more' fallback.
 */
export function CheckInList({
  query: liveQuery,
  emptyTitle = 'No check-ins to display.',
  emptyHint,
}: CheckInListProps) {
  // A page of cards is a lot to draw at once: React draws it in slices, yielding to input between
  // them, a moment after the answer arrives (ADR 0025).
  const query = useDeferredValue(liveQuery);
  const cardCount = query.data?.pages.reduce((count, page) => count + page.items.length, 0) ?? 0;
  const [drawn, setDrawn] = useState(CARDS_PER_DRAW);
  const drawnAll = drawn >= cardCount;
  useEffect(() => {
    if (cardCount > 0 && !drawnAll) startTransition(() => setDrawn((count) => count + CARDS_PER_DRAW));
  }, [cardCount, drawnAll, drawn]);
  if (query.isPending) return <FeedSkeleton />;

  if (query.isError && !query.data) {
    return (
      <LoadError
        title="We couldn't load check-ins."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel="Try again"
      />
    );
  }

  const cards = query.data.pages.flatMap((page) => page.items);
  if (cards.length === 0) {
    return (
      <StatusMessage icon={Coffee} title={emptyTitle} role="status">
        {emptyHint}
      </StatusMessage>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <ul className="grid grid-cols-1 gap-4" aria-label="Check-ins" aria-busy={query.isFetching || !drawnAll}>
        {cards.slice(0, drawn).map((checkIn, index) => (
          <li key={checkIn.id}>
            <CheckInCard checkIn={checkIn} first={index === 0} />
          </li>
        ))}
      </ul>
      {/* Its sentinel loads the next page only once the cards are drawn: until then it is in view. */}
      <LoadMore
        query={query}
        noun="check-ins"
        endMessage={drawnAll ? "You're all caught up." : undefined}
        auto={drawnAll}
      />
    </div>
  );
}
