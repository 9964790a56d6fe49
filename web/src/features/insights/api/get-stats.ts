import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { insightsKeys } from '@/lib/query-keys';

// Imported with the answer: the profile route's loader asks before zod is here (ADR 0037).
const loadUserStatsSchema = () =>
  import('@crema/contracts/insights/stats').then((module) => module.userStatsSchema);

/** GET /api/user/stats: totals, brew methods, flavour profile, the last 12 months; asked on each visit. */
export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: insightsKeys.stats,
    queryFn: () => apiJson('GET', '/api/user/stats', loadUserStatsSchema()),
    staleTime: VISIT_STALE_TIME_MS,
  });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
