import { moderationReportSchema, type ModerationReport } from '@crema/contracts/checkins/moderation';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchLinkPage, nextPageParam, type LinkPage } from '@/lib/link-page';
import { adminKeys, listUrl } from './query-keys';

export type ReportStatus = 'open' | 'resolved';

/** GET /api/admin/moderation/reports?status=…: the queue, newest first; paged by the Link header. */
export function reportsUrl(status: ReportStatus): string {
  return listUrl('/api/admin/moderation/reports', { status });
}

export function fetchReportsPage(url: string): Promise<LinkPage<ModerationReport>> {
  return fetchLinkPage(url, moderationReportSchema);
}

export const reportsQueryOptions = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: adminKeys.reportList(status),
    queryFn: ({ pageParam }) => fetchReportsPage(pageParam),
    initialPageParam: reportsUrl(status),
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });

export function useModerationReports(status: ReportStatus) {
  return useInfiniteQuery(reportsQueryOptions(status));
}
