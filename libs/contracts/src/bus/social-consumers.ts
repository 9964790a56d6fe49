import { checkInCreated, checkInDeleted, checkInReassigned, checkInUpdated } from '../checkins/events';
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
