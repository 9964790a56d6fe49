import {
  checkInCreated,
  checkInDeleted,
  checkInReassigned,
  checkInUpdated,
  commentCreated,
  commentDeleted,
  likeCreated,
  likeDeleted,
} from '../checkins/events';
import { defineDurable } from '../common/events';
import { userDeleted, userRegistered, userUpdated } from '../identity/events';
import { followCreated, followDeleted } from '../social/events';

/** People and their privacy (who may shape whose recommendations); user.deleted purges their insights. */
export const insightsUsersDurable = defineDurable('insights-users', [
  userRegistered,
  userUpdated,
  userDeleted,
]);

/** The check-in facts behind badges, stats and recommendations (and whose they are). */
export const insightsCheckInsDurable = defineDurable('insights-check-ins', [
  checkInCreated,
  checkInUpdated,
  checkInDeleted,
  checkInReassigned,
]);

/** Likes received and comments written (social badges). */
export const insightsReactionsDurable = defineDurable('insights-reactions', [
  likeCreated,
  likeDeleted,
  commentCreated,
  commentDeleted,
]);

/** Followers (social badges) and the friend edges of the privacy rule. */
export const insightsFollowsDurable = defineDurable('insights-follows', [followCreated, followDeleted]);
