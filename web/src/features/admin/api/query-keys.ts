import type { AnalyticsQuery } from '@crema/contracts/admin/analytics';
import type { AdminAction } from '@crema/contracts/admin/audit';
import type { AdminUserSort } from '@crema/contracts/admin/users';
import { ADMIN_FEED_FILTERS } from '@crema/contracts/checkins/feed-options';
import { checkInFeedsKey } from '@/lib/query-keys';

/** The admin check-in list's filters (SPEC §9): `all` includes every privacy level, `recent` is discover's. */
export const ADMIN_CHECK_IN_FILTERS = [ADMIN_FEED_FILTERS[0], 'recent', ADMIN_FEED_FILTERS[1]] as const;
export type AdminCheckInFilter = (typeof ADMIN_CHECK_IN_FILTERS)[number];

export interface AdminUsersParams {
  query: string;
  sort: AdminUserSort;
  order: 'asc' | 'desc';
}

/** The audit trail's filters: one administrator (null: all) and one action ('all': every one). */
export interface AuditFilter {
  adminId: number | null;
  action: AdminAction | 'all';
}

/**
 * Query keys of the admin screens, each starting with its endpoint (SPEC §7). A list's bare key is
 * the prefix of all its searches, so a change refetches every one of them.
 */
export const adminKeys = {
  users: ['/api/admin/users'] as const,
  userList: (params: AdminUsersParams) => ['/api/admin/users', params] as const,
  // Under the check-in feeds' key: a check-in deleted or edited anywhere refreshes this list too.
  checkIns: (filter: AdminCheckInFilter) => [...checkInFeedsKey, { feedType: 'discover', filter }] as const,
  coffeeBags: ['/api/admin/coffee-bags'] as const,
  coffeeBagList: (query: string) => ['/api/admin/coffee-bags', { query }] as const,
  roasters: ['/api/admin/roasters'] as const,
  roasterList: (query: string) => ['/api/admin/roasters', { query }] as const,
  settings: ['/api/admin/settings'] as const,
  rules: ['/api/admin/moderation/rules'] as const,
  reports: ['/api/admin/moderation/reports'] as const,
  reportList: (status: 'open' | 'resolved') => ['/api/admin/moderation/reports', { status }] as const,
  analytics: (query: AnalyticsQuery) => ['/api/admin/analytics', query] as const,
  audit: ['/api/admin/audit'] as const,
  auditList: (filter: AuditFilter) => ['/api/admin/audit', filter] as const,
};

/** A list URL with its search parameters; blank ones are left out. */
export function listUrl(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = value?.trim();
    if (text) search.set(name, text);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
