import { z } from 'zod';

/**
 * What every service knows of a person's profile: identity owns users, but the username rules, the
 * privacy levels and the answers about someone's profile are read and given by other services too.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

export const PROFILE_VISIBILITIES = ['public', 'friends', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** The 404 of a profile, or of someone's check-ins or lists, when there is no such user. */
export const NO_SUCH_USER = 'No such user';
/** The 403 of someone's check-ins or lists when their privacy hides their profile from the viewer. */
export const PROFILE_NOT_VISIBLE = "This user's profile is not visible to you";

/** `/api/users/{username}…`: any string a username could be; anything else is no user at all. */
export const profileUsernameSchema = z
  .string()
  .trim()
  .min(1, NO_SUCH_USER)
  .max(USERNAME_MAX, NO_SUCH_USER)
  .regex(/^[A-Za-z0-9_.-]+$/, NO_SUCH_USER);
