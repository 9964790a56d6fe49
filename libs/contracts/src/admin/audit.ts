import { z } from 'zod';
import { defineEvent } from '../common/events';
import { pageQuery } from '../common/page';

/**
 * The administrators' audit trail (docs/adr/0030): every change an administrator makes, recorded
 * by the service that makes it in the transaction of the change. The admin service keeps the list;
 * identity and checkins send theirs as an event written to their outbox in that transaction.
 */
export const ADMIN_ACTIONS = [
  'admin.initialised',
  'user.admin-granted',
  'user.admin-revoked',
  'user.deleted',
  'user.signed-out',
  'check-in.deleted',
  'check-in.reassigned',
  'report.resolved',
  'moderation-rule.created',
  'moderation-rule.updated',
  'moderation-rule.deleted',
  'setting.changed',
  'roaster.created',
  'roaster.deleted',
  'coffee-bag.created',
  'coffee-bag.deleted',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'user',
  'check-in',
  'report',
  'moderation-rule',
  'setting',
  'roaster',
  'coffee-bag',
] as const;

/** Small facts about the change (the new owner, a setting's value…): never a secret or a body. */
export const auditDetailsSchema = z.record(
  z.string().max(40),
  z.union([z.string().max(500), z.number(), z.boolean(), z.null()]),
);

/** One record as a service writes it. */
export const adminActionSchema = z.object({
  adminId: z.number().int().positive(),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().min(1).max(200),
  details: auditDetailsSchema,
  /** The request that made the change (the gateway's x-correlation-id); null when not known. */
  correlationId: z.string().max(128).nullable(),
  at: z.iso.datetime(),
});
export type AdminActionRecord = z.infer<typeof adminActionSchema>;

/** Identity's and checkins' records, carried to the admin service's list. */
export const identityAdminActionRecorded = defineEvent(
  'evt.identity.admin-action.recorded.v1',
  adminActionSchema,
);
export const checkinsAdminActionRecorded = defineEvent(
  'evt.checkins.admin-action.recorded.v1',
  adminActionSchema,
);

/** GET /api/admin/audit: newest first, paged, by administrator and/or action. */
export const auditQuery = pageQuery.extend({
  adminId: z.coerce
    .number({ error: 'adminId must be a number' })
    .int('adminId must be a whole number')
    .positive('adminId must be positive')
    .max(2 ** 31 - 1, 'adminId is too large')
    .optional(),
  action: z.enum(ADMIN_ACTIONS, { error: 'Unknown action' }).optional(),
});
export type AuditQuery = z.output<typeof auditQuery>;

/** One line of the list, with the administrator's username when known. */
export const auditEntrySchema = adminActionSchema.extend({
  id: z.string(),
  adminUsername: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
