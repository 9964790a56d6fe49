import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { recommendationsQueryOptions } from '@/features/insights/api/get-recommendations';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { prefetchLoader } from '@/lib/prefetch-loader';

/**
 * A signed-in screen's loader: its requests start once the session says someone is signed in. A
 * visitor is sent to sign in by ProtectedRoute and asks for nothing (no 401 in the console).
 */
function memberLoader(queryClient: QueryClient, start: (args: LoaderFunctionArgs) => Promise<unknown>) {
  return prefetchLoader(async (args) => {
    await queryClient.prefetchQuery(userQueryOptions());
    if (queryClient.getQueryData(userQueryOptions().queryKey)) await start(args);
  });
}

export const notificationsLoader = (queryClient: QueryClient) =>
  memberLoader(queryClient, () => queryClient.prefetchInfiniteQuery(notificationsQueryOptions()));

/** The recommendations tab's list; the insights tab asks for its own. */
export const recommendationsLoader = (queryClient: QueryClient) =>
  memberLoader(queryClient, async ({ request }) => {
    if (new URL(request.url).searchParams.get('tab') !== 'insights')
      await queryClient.prefetchQuery(recommendationsQueryOptions());
  });
