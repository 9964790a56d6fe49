import { badgeSchema } from '@crema/contracts/insights/badges';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { insightsKeys } from '@/lib/query-keys';

const badgeList = z.array(badgeSchema);

/**
 * Badges change a moment after a check-in, like or follow (the worker awards them), so each visit
 * asks again rather than trusting the cache.
 */
const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

/** GET /api/badges: the whole catalogue with the signed-in user's progress. */
export function useBadges() {
  return useQuery({
    queryKey: insightsKeys.badges,
    queryFn: () => apiJson('GET', '/api/badges', badgeList),
    ...fresh,
  });
}

/** GET /api/user/badges: the signed-in user's earned badges, newest first. */
export function useEarnedBadges() {
  return useQuery({
    queryKey: insightsKeys.earnedBadges,
    queryFn: () => apiJson('GET', '/api/user/badges', badgeList),
    ...fresh,
  });
}

/** GET /api/users/{username}/badges: someone's earned badges (403 when their profile is hidden). */
export function useUserBadges(username: string) {
  return useQuery({
    queryKey: insightsKeys.userBadges(username),
    queryFn: () => apiJson('GET', `/api/users/${encodeURIComponent(username)}/badges`, badgeList),
    ...fresh,
  });
}
