import { adminUserSchema, type AdminUser } from '@crema/contracts/admin/users';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { fetchLinkPage, nextPageParam, type LinkPage } from '@/lib/link-page';
import { adminKeys, listUrl, type AdminUsersParams } from './query-keys';

export type AdminUsersData = InfiniteData<LinkPage<AdminUser>, unknown>;

/** The first page of GET /api/admin/users for a search and an order; the next come from the Link header. */
export function adminUsersUrl({ query, sort, order }: AdminUsersParams): string {
  return listUrl('/api/admin/users', { query, sort, order });
}

export function fetchAdminUsersPage(url: string): Promise<LinkPage<AdminUser>> {
  return fetchLinkPage(url, adminUserSchema);
}

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userList(params),
    queryFn: ({ pageParam }) => fetchAdminUsersPage(pageParam),
    initialPageParam: adminUsersUrl(params),
    getNextPageParam: nextPageParam,
    // People sign up and are changed by other admins: fetched again on each visit.
    staleTime: 0,
  });

export function useAdminUsers(params: AdminUsersParams) {
  return useInfiniteQuery(adminUsersQueryOptions(params));
}
