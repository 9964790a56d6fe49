import { recommendationsSchema } from '@crema/contracts/insights/recommendations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { insightsKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** GET /api/recommendations: cached by the server until the next check-in; SPEC §9: one retry. */
export function useRecommendations() {
  return useQuery({
    queryKey: insightsKeys.recommendations,
    queryFn: () => apiJson('GET', '/api/recommendations', recommendationsSchema),
    retry: 1,
    staleTime: 0,
  });
}

/** `?refresh=1`: the server recomputes; the answer replaces the cached one. */
export function useRefreshRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('GET', '/api/recommendations?refresh=1', recommendationsSchema),
    onSuccess: (fresh) => queryClient.setQueryData(insightsKeys.recommendations, fresh),
    onError: (error) =>
      toast({
        title: 'Error loading recommendations',
        description: error.message,
        variant: 'destructive',
      }),
  });
}
