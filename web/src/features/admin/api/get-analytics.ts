import { analyticsSchema, type AnalyticsQuery } from '@crema/contracts/admin/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminKeys, listUrl } from './query-keys';

/** GET /api/admin/analytics?period=…&startDate=&endDate= (the dates only for a custom period). */
export function analyticsUrl({ period, startDate, endDate }: AnalyticsQuery): string {
  return listUrl('/api/admin/analytics', { period, startDate, endDate });
}

export const analyticsQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: adminKeys.analytics(query),
    queryFn: () => apiJson('GET', analyticsUrl(query), analyticsSchema),
    // Counts grow all day: fetched again on each visit; the last period stays up while the next loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAnalytics(query: AnalyticsQuery) {
  return useQuery(analyticsQueryOptions(query));
}
