import { defineDurable } from '../common/events';
import { userDeleted, userRegistered, userUpdated } from '../identity/events';
import { followCreated, followDeleted } from '../social/events';
import { checkInCreated, checkInDeleted } from '../checkins/events';

/** The authors projection: identity's user.* events (user.deleted purges the user's content). */
export const checkinsAuthorsDurable = defineDurable('checkins-authors', [
  userRegistered,
  userUpdated,
  userDeleted,
]);

/** The follow edges behind the friends feeds: social's follow.* events. */
export const checkinsFollowsDurable = defineDurable('checkins-follows', [followCreated, followDeleted]);

/** Fan-out of new and deleted check-ins onto the home timelines kept in Redis. */
export const checkinsTimelinesDurable = defineDurable('checkins-timelines', [checkInCreated, checkInDeleted]);
