import type { Params } from 'react-router';

/** Where a screen's prefetch is going: the route's parameters and the address's query. */
export interface PrefetchArgs {
  params: Params;
  searchParams: URLSearchParams;
}

/** Starts a screen's first requests (and its chunk) on arriving at it; see app/router.tsx. */
export type RoutePrefetch = (args: PrefetchArgs) => void;

/**
 * A route's prefetch that starts its screen's first requests and returns at once, so the screen's
 * chunk and its data load side by side and the screen shows its own loading and error states
 * (ADR 0037). A failed request is the screen's query's to show: nothing is thrown.
 */
export function prefetchLoader(start: (args: PrefetchArgs) => Promise<unknown>): RoutePrefetch {
  return (args) => {
    void start(args).catch(() => undefined);
  };
}
