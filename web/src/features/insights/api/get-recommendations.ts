import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { insightsKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

// Imported with the answer: the route's loader asks before zod is here (ADR 0037).
const loadRecommendationsSchema = () =>
  import('@crema/contracts/insights/recommendations').then((module) => module.recommendationsSchema);

/** GET /api/recommendations: cached by the server until the next check-in; SPEC §9: one retry. */
export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: insightsKeys.recommendations,
    queryFn: () => apiJson('GET', '/api/recommendations', loadRecommendationsSchema()),
    retry: 1,
    staleTime: VISIT_STALE_TIME_MS,
  });

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}

/** `?refresh=1`: the server recomputes; the answer replaces the cached one. */
export function useRefreshRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('GET', '/api/recommendations?refresh=1', loadRecommendationsSchema()),
    onSuccess: (fresh) => queryClient.setQueryData(insightsKeys.recommendations, fresh),
    onError: (error) =>
      toast({
        title: 'Error loading recommendations',
        description: error.message,
        variant: 'destructive',
      }),
  });
}
