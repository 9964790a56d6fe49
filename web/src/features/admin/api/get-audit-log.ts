import { auditEntrySchema, type AuditEntry } from '@crema/contracts/admin/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchLinkPage, nextPageParam, type LinkPage } from '@/lib/link-page';
import { adminKeys, listUrl, type AuditFilter } from './query-keys';

/** GET /api/admin/audit: newest first, by administrator and/or action; paged by the Link header. */
export function auditLogUrl(filter: AuditFilter): string {
  return listUrl('/api/admin/audit', {
    adminId: filter.adminId === null ? undefined : String(filter.adminId),
    action: filter.action === 'all' ? undefined : filter.action,
  });
}

export function fetchAuditPage(url: string): Promise<LinkPage<AuditEntry>> {
  return fetchLinkPage(url, auditEntrySchema);
}

export const auditLogQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditList(filter),
    queryFn: ({ pageParam }) => fetchAuditPage(pageParam),
    initialPageParam: auditLogUrl(filter),
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery(auditLogQueryOptions(filter));
}
