import { Button } from './button';
import { Spinner } from './spinner';
import { errorDetail } from '@/lib/api-client';
import { useLoadMoreOnVisible } from '@/lib/use-load-more-on-visible';

/** The paging state of an infinite query (TanStack's `useInfiniteQuery` result fits). */
export interface PagedQueryState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreProps {
  query: PagedQueryState;
  /** What the list holds, for the error line: 'check-ins', 'people'. */
  noun: string;
  /** Shown once the last page is in; nothing when omitted. */
  endMessage?: string;
  /** Load the next page as the end of the list scrolls into view (else only by the button). */
  auto?: boolean;
}

/**
 * The foot of a paged list: loads the next page as it scrolls into view, with a 'Load more' button
 * as the keyboard (and no-IntersectionObserver) fallback and a retry after a failed page.
 */
export function LoadMore({ query, noun, endMessage, auto = true }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useLoadMoreOnVisible(() => {
    if (canLoadMore) void fetchNextPage();
  }, auto && canLoadMore);

  return (
    <>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          More {noun} could not be loaded: {errorDetail(query.error)}
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
        endMessage && <p className="py-2 text-center text-sm text-muted-foreground">{endMessage}</p>
      )}
    </>
  );
}
