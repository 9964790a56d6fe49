import { userStatsSchema } from '@crema/contracts/insights/stats';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { insightsKeys } from '@/lib/query-keys';

/** GET /api/user/stats: totals, brew methods, flavour profile, the last 12 months. */
export function useUserStats() {
  return useQuery({
    queryKey: insightsKeys.stats,
    queryFn: () => apiJson('GET', '/api/user/stats', userStatsSchema),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
