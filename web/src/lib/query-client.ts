import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC §7: no automatic retry, no refetch on focus or interval, data never stale. Nor a retry when
 * a screen mounts on a failed query: its route's loader has just asked (and asks again on the next
 * visit), and the screen's error state offers Retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount: false,
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
