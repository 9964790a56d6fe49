import type { FriendEntry } from '@crema/contracts/social/rest';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadMore, type PagedQueryState } from '@/components/ui/load-more';
import { LoadError, StatusMessage } from '@/components/ui/status-message';
import type { FriendListData } from '../api/people-cache';
import { FriendEntryRow } from './friend-entry-row';
import { PeopleSkeleton } from './people-skeleton';

/** What a list of people needs of its query (a plain or an infinite TanStack query fits). */
interface PeopleQueryState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

interface PeopleListProps {
  query: PeopleQueryState;
  /** Every entry loaded so far (undefined before the first answer). */
  entries: FriendEntry[] | undefined;
  /** Paging, for lists that have more pages. */
  paging?: PagedQueryState;
  /** The local username filter. */
  filter?: string;
  /** The list's name for screen readers: 'Friends'. */
  label: string;
  /** Shown when the list is empty (not merely filtered to nothing). */
  empty: ReactNode;
  viewerId: number | null;
  /** What failed to load, for the error title: 'friends'. */
  noun: string;
}

function matches(entry: FriendEntry, filter: string): boolean {
  return entry.username.toLowerCase().includes(filter);
}

/**
 * A list of people with its states: skeleton rows while loading, an error with Retry, the empty
 * state, the filtered-to-nothing state, then the rows and the paging foot.
 */
export function PeopleList({
  query,
  entries,
  paging,
  filter = '',
  label,
  empty,
  viewerId,
  noun,
}: PeopleListProps) {
  if (query.isPending) return <PeopleSkeleton label={`Loading ${noun}…`} />;
  if (query.isError && !entries) {
    return (
      <LoadError
        bare
        title={`We couldn't load ${noun}.`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const all = entries ?? [];
  if (all.length === 0) return empty;

  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((entry) => matches(entry, needle)) : all;
  return (
    <div className="grid grid-cols-1 gap-2">
      {shown.length === 0 ? (
        <StatusMessage bare icon={SearchX} role="status" title={`No one matches “${filter.trim()}”.`}>
          {paging?.hasNextPage
            ? 'The filter looks at the people loaded so far: load more to look further.'
            : 'Check the spelling, or clear the filter to see everyone.'}
        </StatusMessage>
      ) : (
        <ul aria-label={label} aria-busy={query.isFetching} className="divide-y divide-border">
          {shown.map((entry) => (
            <li key={entry.id}>
              <FriendEntryRow entry={entry} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      )}
      {paging && <LoadMore query={paging} noun={noun} auto={!needle} />}
    </div>
  );
}

type PagedPeopleListProps = Omit<PeopleListProps, 'query' | 'paging' | 'entries'> & {
  query: UseInfiniteQueryResult<FriendListData>;
};

/** A people list over a paged (Link-header) query: every loaded page, with the paging foot. */
export function PagedPeopleList({ query, ...props }: PagedPeopleListProps) {
  return (
    <PeopleList
      {...props}
      query={query}
      paging={query}
      entries={query.data?.pages.flatMap((page) => page.items)}
    />
  );
}
