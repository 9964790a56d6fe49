import { z } from 'zod';
import { pageQuery, pageSchema } from '../common/page';
import { profileUsernameSchema } from '../common/profile';
import { actorSchema, defineRpc, viewerSchema } from '../common/rpc';
import { searchTextSchema, userResultSchema } from '../search/search';
import { notificationSchema, notificationSettingsSchema } from './notifications';
import { followStateSchema, friendEntrySchema, userProfileViewSchema } from './rest';

/** Queue group and subject prefix of the social service. */
export const SOCIAL_SERVICE = 'social';

/** A PostgreSQL integer: anything larger cannot name a user (and must not reach a query as one). */
const userId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const friendPageSchema = pageSchema(friendEntrySchema);
export type FriendPage = z.infer<typeof friendPageSchema>;

/** Idempotent. Following yourself is a 400, a user who does not exist a 404. */
export const followUser = defineRpc(
  'rpc.social.follow.create.v1',
  z.object({ actor: actorSchema, userId }),
  followStateSchema,
);

/** Idempotent: unfollowing someone not followed changes nothing. */
export const unfollowUser = defineRpc(
  'rpc.social.follow.delete.v1',
  z.object({ actor: actorSchema, userId }),
  followStateSchema,
);

const ownList = z.object({ actor: actorSchema, page: pageQuery });

/** GET /api/friends: people who follow the actor and whom the actor follows, newest edge first. */
export const listFriends = defineRpc('rpc.social.friend.list.v1', ownList, friendPageSchema);
/** GET /api/followers: people who follow the actor. */
export const listFollowers = defineRpc('rpc.social.follower.list.v1', ownList, friendPageSchema);
/** GET /api/following: people the actor follows. */
export const listFollowing = defineRpc('rpc.social.following.list.v1', ownList, friendPageSchema);

/** GET /api/friends/suggestions: at most SUGGESTIONS_MAX people, best first. */
export const suggestFriends = defineRpc(
  'rpc.social.suggestion.list.v1',
  z.object({ actor: actorSchema }),
  z.array(friendEntrySchema),
);

const ofUser = z.object({ viewer: viewerSchema, username: profileUsernameSchema, page: pageQuery });

/** Someone's followers, for a viewer their privacy lets see the profile (else 403); 404 for no such user. */
export const listUserFollowers = defineRpc('rpc.social.user-follower.list.v1', ofUser, friendPageSchema);
/** Whom someone follows; same rules as listUserFollowers. */
export const listUserFollowing = defineRpc('rpc.social.user-following.list.v1', ofUser, friendPageSchema);

/** A profile as the viewer may see it; 404 for no such user. */
export const getProfile = defineRpc(
  'rpc.social.profile.get.v1',
  z.object({ viewer: viewerSchema, username: profileUsernameSchema }),
  userProfileViewSchema,
);

/** People the viewer may see whose username matches, best first, at most SEARCH_RESULTS_MAX. */
export const searchUsers = defineRpc(
  'rpc.social.user.search.v1',
  z.object({ viewer: viewerSchema, query: searchTextSchema }),
  z.array(userResultSchema),
);

const connection = z.object({
  userId,
  /** Null when the person is no longer known (the edge is about to be removed with them). */
  username: z.string().nullable(),
  since: z.iso.datetime(),
});

/** The social part of a user's data export: whom they follow, who follows them, their notifications. */
export const socialExportSchema = z.object({
  following: z.array(connection),
  followers: z.array(connection),
  notifications: z.array(notificationSchema),
  notificationSettings: notificationSettingsSchema,
});
export type SocialExport = z.infer<typeof socialExportSchema>;

export const exportUserSocial = defineRpc(
  'rpc.social.user.export.v1',
  z.object({ actor: actorSchema }),
  socialExportSchema,
);
