import { checkInCreated, checkInDeleted, checkInReassigned, checkInUpdated } from '../checkins/events';
import { checkinsAdminActionRecorded, identityAdminActionRecorded } from '../admin/audit';
import { defineDurable } from '../common/events';
import { userDeleted, userRegistered, userUpdated } from '../identity/events';

/** People for the admin users list, and new users per day for analytics; user.deleted purges them. */
export const adminUsersDurable = defineDurable('admin-users', [userRegistered, userUpdated, userDeleted]);

/** Check-in facts behind analytics and each person's check-in count. */
export const adminCheckInsDurable = defineDurable('admin-check-ins', [
  checkInCreated,
  checkInUpdated,
  checkInDeleted,
  checkInReassigned,
]);

/** Identity's and checkins' administrator actions, into the admin service's audit trail. */
export const adminAuditDurable = defineDurable('admin-audit', [
  identityAdminActionRecorded,
  checkinsAdminActionRecorded,
]);
