import {
  checkInCreated,
  checkInDeleted,
  checkInReassigned,
  checkInUpdated,
  commentCreated,
  commentDeleted,
  contentModerated,
  likeCreated,
  likeDeleted,
} from '../checkins/events';
import { badgeEarned } from '../insights/events';
import { followCreated, followDeleted } from '../social/events';
import { defineDurable } from '../common/events';
import { userDeleted, userRegistered, userUpdated } from '../identity/events';

/** The user cards: identity's user.* events (user.deleted purges the user's follows). */
export const socialUsersDurable = defineDurable('social-users', [userRegistered, userUpdated, userDeleted]);

/** The check-in facts behind counters and suggestions: checkins' checkin.* events. */
export const socialCheckInsDurable = defineDurable('social-check-ins', [
  checkInCreated,
  checkInUpdated,
  checkInDeleted,
  checkInReassigned,
]);

/**
 * What notifies people (issue 11): follows, likes, comments, badges, moderators' actions and, for
 * those who opt in, friends' check-ins; and what withdraws a notification (unlike, unfollow, a
 * deleted comment or check-in).
 */
export const socialNotificationsDurable = defineDurable('social-notifications', [
  followCreated,
  followDeleted,
  checkInCreated,
  checkInDeleted,
  checkInReassigned,
  likeCreated,
  likeDeleted,
  commentCreated,
  commentDeleted,
  badgeEarned,
  contentModerated,
]);
