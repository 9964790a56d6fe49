import type { QueryClient } from '@tanstack/react-query';
import { userCheckInsQueryOptions } from '@/features/check-ins/api/get-user-check-ins';
import { userProfileQueryOptions } from '@/features/social/api/get-user-profile';
import { prefetchLoader } from '@/lib/prefetch-loader';

/**
 * `/users/:username`: the profile, asked for while its screen downloads; then, when the viewer may
 * see them and the first tab is open, the check-ins it shows.
 */
export const userProfileLoader = (queryClient: QueryClient) =>
  prefetchLoader(async ({ params, searchParams }) => {
    const profile = await queryClient.fetchQuery(userProfileQueryOptions(params.username ?? ''));
    const tab = searchParams.get('tab');
    const listTab = tab === 'followers' || tab === 'following';
    if (profile.canView && !listTab)
      await queryClient.prefetchInfiniteQuery(userCheckInsQueryOptions(profile.username));
  });
