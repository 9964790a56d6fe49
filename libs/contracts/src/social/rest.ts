import { z } from 'zod';
import { NO_SUCH_USER, PROFILE_VISIBILITIES, profileUsernameSchema } from '../common/profile';

/**
 * REST shapes of the social routes (follows, friend lists, profiles). The gateway validates with
 * them, the social service answers them and the web renders them.
 */

/** `/api/users/{id}/follow`: the user to follow or unfollow. */
export const userIdParams = z.object({
  id: z.coerce
    .number({ error: 'User id must be a number' })
    .int('User id must be a whole number')
    .positive('User id must be positive')
    .max(2 ** 31 - 1, NO_SUCH_USER),
});
export type UserIdParams = z.output<typeof userIdParams>;

/** `/api/users/{username}…` */
export const usernameParams = z.object({ username: profileUsernameSchema });
export type UsernameParams = z.output<typeof usernameParams>;

const userId = z.number().int().positive();
const count = z.number().int().nonnegative();

/** SPEC §3 "Friend entries", for one viewer: a row of the Friends, Followers, Following and Suggestions tabs. */
export const friendEntrySchema = z.object({
  id: userId,
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** Null when the person's privacy does not let the viewer see their profile. */
  checkInsCount: count.nullable(),
  /** How many of the people the viewer follows follow this person. */
  mutualFriends: count,
  /** The viewer follows this person. */
  isFollowing: z.boolean(),
  /** This person follows the viewer (a "Follow Back" when the viewer does not follow them). */
  followsYou: z.boolean(),
});
export type FriendEntry = z.infer<typeof friendEntrySchema>;

/**
 * The answer of follow and unfollow (idempotent: following twice is one follow). The count is null
 * when the person's privacy does not let the actor see their profile.
 */
export const followStateSchema = z.object({ isFollowing: z.boolean(), followersCount: count.nullable() });
export type FollowState = z.infer<typeof followStateSchema>;

/**
 * A public profile (`/users/{username}`) for one viewer. Username and avatar are never secret; the
 * rest is withheld (null) unless the owner's profileVisibility lets the viewer see it.
 */
export const userProfileViewSchema = z.object({
  id: userId,
  username: z.string(),
  avatarUrl: z.string().nullable(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  /** The viewer may see the profile's bio, counts, check-ins and follower lists. */
  canView: z.boolean(),
  bio: z.string().nullable(),
  checkInsCount: count.nullable(),
  followersCount: count.nullable(),
  followingCount: count.nullable(),
  isSelf: z.boolean(),
  isFollowing: z.boolean(),
  followsYou: z.boolean(),
});
export type UserProfileView = z.infer<typeof userProfileViewSchema>;

/** At most this many suggestions are answered. */
export const SUGGESTIONS_MAX = 20;
