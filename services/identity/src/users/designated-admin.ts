import type { IdentitySettings } from '../common/tokens';

/** Whether a username is ADMIN_USERNAME's, in any letter case (usernames are unique regardless of case). */
export function isDesignatedAdminName(username: string, settings: IdentitySettings): boolean {
  return username.toLowerCase() === settings.adminUsername.toLowerCase();
}
