import type { SelfUser } from '@crema/contracts/identity/user';
import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { ownCheckInsQueryOptions } from '@/features/check-ins/api/get-own-check-ins';
import { badgesQueryOptions } from '@/features/insights/api/get-badges';
import { recommendationsQueryOptions } from '@/features/insights/api/get-recommendations';
import { userStatsQueryOptions } from '@/features/insights/api/get-stats';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { emailStatusQueryOptions } from '@/features/settings/api/change-email';
import { accessTokensQueryOptions } from '@/features/settings/api/get-access-tokens';
import { sessionsQueryOptions } from '@/features/settings/api/get-sessions';
import { notificationSettingsQueryOptions } from '@/features/settings/api/notification-settings';
import { settingsTabOf } from '@/features/settings/components/settings-tab';
import { followersQueryOptions } from '@/features/social/api/get-followers';
import { followingQueryOptions } from '@/features/social/api/get-following';
import { friendsQueryOptions } from '@/features/social/api/get-friends';
import { userProfileQueryOptions } from '@/features/social/api/get-user-profile';
import { prefetchLoader, type PrefetchArgs } from '@/lib/prefetch-loader';

/**
 * A signed-in screen's loader: its requests start once the session says who is signed in. A
 * visitor is sent to sign in by ProtectedRoute and asks for nothing (no 401 in the console).
 */
function memberLoader(
  queryClient: QueryClient,
  start: (user: SelfUser, args: PrefetchArgs) => Promise<unknown>,
) {
  return prefetchLoader(async (args) => {
    const user = await queryClient.fetchQuery(userQueryOptions());
    if (user) await start(user, args);
  });
}

/** The screen's tab, from `?tab=` (the screen falls back to its first tab for anything else). */
const tabOf = ({ searchParams }: PrefetchArgs) => searchParams.get('tab');

export const notificationsLoader = (queryClient: QueryClient) =>
  memberLoader(queryClient, () => queryClient.prefetchInfiniteQuery(notificationsQueryOptions()));

export const badgesLoader = (queryClient: QueryClient) =>
  memberLoader(queryClient, () => queryClient.prefetchQuery(badgesQueryOptions()));

/** The recommendations tab's list; the insights tab asks for its own. */
export const recommendationsLoader = (queryClient: QueryClient) =>
  memberLoader(queryClient, async (_user, args) => {
    if (tabOf(args) !== 'insights') await queryClient.prefetchQuery(recommendationsQueryOptions());
  });

/** The open tab's list of people; suggestions are asked for by their screen. */
export const friendsLoader = (queryClient: QueryClient) =>
  memberLoader(queryClient, async (_user, args) => {
    const tab = tabOf(args);
    if (tab === 'suggestions') return;
    const list =
      tab === 'followers'
        ? followersQueryOptions()
        : tab === 'following'
          ? followingQueryOptions()
          : friendsQueryOptions();
    await queryClient.prefetchInfiniteQuery(list);
  });

/** The counts above the tabs (stats, follows) and, on the first tab, one's own check-ins. */
export const profileLoader = (queryClient: QueryClient) =>
  memberLoader(queryClient, async (user, args) => {
    const tab = tabOf(args);
    await Promise.all([
      queryClient.prefetchQuery(userStatsQueryOptions()),
      queryClient.prefetchQuery(userProfileQueryOptions(user.username)),
      tab === null || tab === 'check-ins'
        ? queryClient.prefetchInfiniteQuery(ownCheckInsQueryOptions())
        : null,
    ]);
  });

/**
 * The open settings tab's data: the address and the session list (account), the notification
 * opt-ins (privacy), the tokens (developer). The other tabs show the signed-in person, whom the
 * session has loaded.
 */
export const settingsLoader = (queryClient: QueryClient) =>
  memberLoader(queryClient, async (_user, { searchParams }) => {
    const tab = settingsTabOf(searchParams);
    if (tab === 'account') {
      await Promise.all([
        queryClient.prefetchQuery(emailStatusQueryOptions()),
        queryClient.prefetchQuery(sessionsQueryOptions()),
      ]);
    } else if (tab === 'privacy') {
      await queryClient.prefetchQuery(notificationSettingsQueryOptions());
    } else if (tab === 'developer') {
      await queryClient.prefetchQuery(accessTokensQueryOptions());
    }
  });
