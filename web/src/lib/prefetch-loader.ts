import { matchRoutes, type Location, type Params, type RouteObject } from 'react-router';

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

/** What a route keeps in its `handle`: how to start its screen's chunk and first requests. */
export interface PrefetchHandle {
  prefetch: RoutePrefetch;
}

/**
 * Starts the prefetches of the routes that match a location: on arriving at a new path only, so a
 * change of the search alone (a tab, a filter) is the screen's own to load.
 */
export function routePrefetcher(routes: RouteObject[]) {
  let prefetchedPath: string | undefined;
  return ({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void => {
    if (pathname === prefetchedPath) return;
    prefetchedPath = pathname;
    const searchParams = new URLSearchParams(search);
    for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
      (route.handle as PrefetchHandle | undefined)?.prefetch({ params, searchParams });
    }
  };
}
