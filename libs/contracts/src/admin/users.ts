import { z } from 'zod';
import { pageQuery } from '../common/page';

/** A person as the admin Users tab lists them. */
export const adminUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
  checkInsCount: z.number().int().nonnegative(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USER_SORTS = ['joined', 'checkIns'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** GET /api/admin/users: paged with Link, searchable by username or email, sortable. */
export const adminUsersQuery = pageQuery.extend({
  query: z.string().trim().min(1).max(100, 'query must be at most 100 characters').optional(),
  sort: z.enum(ADMIN_USER_SORTS, { error: 'sort must be joined or checkIns' }).default('joined'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuery>;

/** PATCH /api/admin/users/{id}/admin (SPEC §7). */
export const setAdminBody = z
  .object({ isAdmin: z.boolean({ error: 'isAdmin must be true or false' }) })
  .strict();
export type SetAdminBody = z.input<typeof setAdminBody>;
