/** The admin area's tabs (SPEC §2 Admin), in order; the route keeps the open one in `?tab=`. */
export const ADMIN_TABS = [
  'users',
  'check-ins',
  'coffee-bags',
  'roasters',
  'settings',
  'moderation',
  'analytics',
  'audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
