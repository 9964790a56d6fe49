import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC §7: no automatic retry, no refetch on focus or interval, data never stale. A screen that
 * mounts on a query that failed moments ago (its route's loader asked while the screen's chunk
 * downloaded) shows that answer rather than asking again; an older failure is asked again, as a tab
 * or a screen without a loader opened later expects.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount: (query) => Date.now() - query.state.errorUpdatedAt > VISIT_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The freshness of an answer that is asked again on each visit (counts, privacy, follows). Not 0:
 * a route's loader asks for it as the navigation starts, and the screen mounts once its chunk is
 * here, a moment later; with 0 the screen would ask a second time on mount (ADR 0037).
 */
export const VISIT_STALE_TIME_MS = 5_000;
