import { defineDurable } from '../common/events';
import { userDeleted, userRegistered, userUpdated } from '../identity/events';
import { followCreated, followDeleted } from '../social/events';
import { checkInCreated, checkInDeleted, checkInReassigned } from '../checkins/events';
import {
  coffeeBagChanged,
  coffeeBagDeleted,
  moderationRuleChanged,
  moderationRuleDeleted,
  roasterChanged,
  roasterDeleted,
  settingChanged,
} from '../admin/events';

/** The authors projection: identity's user.* events (user.deleted purges the user's content). */
export const checkinsAuthorsDurable = defineDurable('checkins-authors', [
  userRegistered,
  userUpdated,
  userDeleted,
]);

/** The follow edges behind the friends feeds: social's follow.* events. */
export const checkinsFollowsDurable = defineDurable('checkins-follows', [followCreated, followDeleted]);

/** Fan-out of new, deleted and reassigned check-ins onto the home timelines kept in Redis. */
export const checkinsTimelinesDurable = defineDurable('checkins-timelines', [
  checkInCreated,
  checkInDeleted,
  checkInReassigned,
]);

/**
 * What the admin service decides that checkins acts on: its moderation rules (matched against new
 * check-ins and comments) and the settings checkins reads (`checkins.max-per-hour`).
 */
export const checkinsAdminDurable = defineDurable('checkins-admin', [
  moderationRuleChanged,
  moderationRuleDeleted,
  settingChanged,
]);

/**
 * The admin service's roaster and coffee-bag catalogue, projected for search and the coffee and
 * roaster pages. Its own durable, so a slow or failing catalogue event never holds back the
 * moderation rules and settings (and the reverse). `-v2` since the pages (ADR 0017): a new durable
 * replays the catalogue's history into the columns the pages added.
 */
export const checkinsCatalogueDurable = defineDurable('checkins-catalogue-v2', [
  roasterChanged,
  roasterDeleted,
  coffeeBagChanged,
  coffeeBagDeleted,
]);
