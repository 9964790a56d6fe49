import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { insightsKeys } from '@/lib/query-keys';

// Imported with the answer: the badges route's loader asks before zod is here (ADR 0037).
const loadBadgeList = () =>
  import('@crema/contracts/insights/badges').then((module) => module.badgeSchema.array());

/**
 * Badges change a moment after a check-in, like or follow (the worker awards them), so each visit
 * asks again rather than trusting the cache (a visit's loader and screen share one answer).
 */
const fresh = { staleTime: VISIT_STALE_TIME_MS } as const;

/** GET /api/badges: the whole catalogue with the signed-in user's progress. */
export const badgesQueryOptions = () =>
  queryOptions({
    queryKey: insightsKeys.badges,
    queryFn: () => apiJson('GET', '/api/badges', loadBadgeList()),
    ...fresh,
  });

export function useBadges() {
  return useQuery(badgesQueryOptions());
}

/** GET /api/user/badges: the signed-in user's earned badges, newest first. */
export function useEarnedBadges() {
  return useQuery({
    queryKey: insightsKeys.earnedBadges,
    queryFn: () => apiJson('GET', '/api/user/badges', loadBadgeList()),
    ...fresh,
  });
}

/** GET /api/users/{username}/badges: someone's earned badges (403 when their profile is hidden). */
export function useUserBadges(username: string) {
  return useQuery({
    queryKey: insightsKeys.userBadges(username),
    queryFn: () => apiJson('GET', `/api/users/${encodeURIComponent(username)}/badges`, loadBadgeList()),
    ...fresh,
  });
}
