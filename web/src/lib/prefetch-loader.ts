import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';

/**
 * A route loader that starts its screen's first requests and returns at once, so the screen's chunk
 * and its data load side by side and the screen shows its own loading and error states (ADR 0037).
 * A failed request is the screen's query's to show: the loader never throws.
 */
export function prefetchLoader(start: (args: LoaderFunctionArgs) => Promise<unknown>) {
  return (args: LoaderFunctionArgs): null => {
    void start(args).catch(() => undefined);
    return null;
  };
}

/**
 * Such a loader runs on arriving at its screen, or at another of the same route (a new id): a change
 * of the search alone (a tab, a filter) is the screen's own to load.
 */
export const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
