import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/status-message';
import { TableSkeleton } from '@/components/ui/table';

/** What the states of a list need of its query (a plain or an infinite TanStack query fits). */
interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

interface ListStatesProps {
  query: ListQueryState;
  /** What the list holds, lower case: 'users' gives 'Loading users…' and 'Error loading users'. */
  noun: string;
  /** Nothing to show once loaded. */
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/**
 * An admin list's states: a skeleton while the first page loads, 'Error loading …' with Retry
 * (SPEC §8), the empty state, then the list. A failed refetch keeps what is already shown.
 */
export function ListStates({ query, noun, isEmpty, empty, children }: ListStatesProps) {
  if (query.isPending) return <TableSkeleton label={`Loading ${noun}…`} />;
  if (query.isError && isEmpty) {
    return (
      <LoadError
        bare
        title={`Error loading ${noun}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return isEmpty ? empty : children;
}
