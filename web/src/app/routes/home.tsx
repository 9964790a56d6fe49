import type { QueryClient } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { SessionLoadError } from '@/features/auth/components/session-load-error';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { feedQueryOptions } from '@/features/check-ins/api/get-feed';
import { lazyScreen } from '@/lib/lazy-screen';
import { prefetchLoader, type RoutePrefetch } from '@/lib/prefetch-loader';
import { useDocumentTitle } from '@/lib/use-document-title';
import { servedSessionCookie } from '@/lib/first-screen';
import { feedParamsOf } from './home-params';

// A visitor never downloads the feed's screen, nor a signed-in user the landing page.
const landing = lazyScreen(
  'HomeLanding',
  async () => (await import('./home-landing')).HomeLanding,
  <PageSpinner />,
);
const feed = lazyScreen('HomeFeed', async () => (await import('./home-feed')).HomeFeed, <PageSpinner />);

// `/` served without the prerendered landing had a session cookie: most likely a member, whose feed
// screen starts downloading now, alongside the session request rather than after it (ADR 0034).
if (servedSessionCookie() === 'present') void feed.preload().catch(() => undefined);

/**
 * Starts the home screen's chunk and its first feed page together, once the session says which
 * screen it is (for a request that had a session cookie, alongside the session request). The
 * screen shows its spinner until its chunk is here, then renders at once (lib/lazy-screen.ts).
 * Never throws: a failed request is the screen's own error state to show.
 */
export function homePrefetch(queryClient: QueryClient): RoutePrefetch {
  return prefetchLoader(async ({ searchParams }) => {
    const { feedType, filter } = feedParamsOf(searchParams);
    // Nearby waits for the browser's position, which only the screen can ask for.
    const prefetchFeed = () => {
      if (filter !== 'nearby') void queryClient.prefetchInfiniteQuery(feedQueryOptions(feedType, filter));
    };
    if (servedSessionCookie() === 'present') prefetchFeed();
    await queryClient.prefetchQuery(userQueryOptions());
    const session = queryClient.getQueryState(userQueryOptions().queryKey);
    // A session that could not be loaded shows its error, neither screen.
    if (session?.status === 'error') return;
    // The landing's recent activity (SPEC §2 Home) is below the fold: it asks for its feed when
    // the reader scrolls towards it (home-landing.tsx).
    if (session?.data) prefetchFeed(); // joins the request already in flight, if any
    await (session?.data ? feed : landing).preload();
  });
}

/** The tab's title: the app's name alone while it cannot tell a member from a visitor (offline). */
function homeTitle(signedIn: boolean, sessionFailed: boolean): string | null {
  if (signedIn) return 'Your Coffee Feed';
  return sessionFailed ? null : 'Track Your Coffee Journey';
}

export function HomeRoute() {
  const { user, isLoading, loadError, reload } = useAuth();
  useDocumentTitle(homeTitle(user !== null, loadError !== null));
  if (isLoading) return <PageSpinner />;
  // Not the landing: a member whose session could not be loaded (offline) is not a visitor.
  if (loadError) return <SessionLoadError error={loadError} onRetry={reload} />;
  return user ? <feed.Screen /> : <landing.Screen />;
}
