import { z } from 'zod';
import { pageQuery } from '../common/page';

/**
 * What administrators do with check-ins: the moderation queue (reports from people and from the
 * admin service's rules) and reassigning a check-in to another person.
 */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
/** dismiss: the content stays (and shows again); warn: it stays and its author is warned; delete: it goes. */
export const REPORT_RESOLUTIONS = ['dismiss', 'warn', 'delete'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const moderationReportSchema = z.object({
  id: z.number().int().positive(),
  checkInId: z.number().int().positive(),
  /** The comment a rule flagged, when the report is about a comment rather than the check-in. */
  comment: z.object({ id: z.number().int().positive(), content: z.string(), hidden: z.boolean() }).nullable(),
  /** The id of that comment: it stays when the comment is gone (then `comment` is null). */
  commentId: z.number().int().positive().nullable(),
  /** null when a rule raised it. */
  reporter: z.object({ id: z.number().int().positive(), username: z.string() }).nullable(),
  ruleName: z.string().nullable(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  checkIn: z
    .object({
      id: z.number().int().positive(),
      author: z.object({ id: z.number().int().positive(), username: z.string() }),
      coffeeName: z.string(),
      roaster: z.string(),
      notes: z.string().nullable(),
      photoUrl: z.string().nullable(),
      hidden: z.boolean(),
    })
    .nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

export const reportsQuery = pageQuery.extend({
  status: z.enum(REPORT_STATUSES, { error: 'status must be open or resolved' }).default('open'),
});
export type ReportsQuery = z.output<typeof reportsQuery>;

export const resolveReportBody = z
  .object({ resolution: z.enum(REPORT_RESOLUTIONS, { error: 'resolution must be dismiss, warn or delete' }) })
  .strict();
export type ResolveReportBody = z.input<typeof resolveReportBody>;

/** PATCH /api/admin/check-ins/{id}/reassign (SPEC §7). */
export const reassignCheckInBody = z
  .object({
    newUserId: z
      .number({ error: 'Please enter a user ID' })
      .int('A user ID is a whole number')
      .positive('A user ID is a positive number')
      .max(2 ** 31 - 1, 'No such user'),
  })
  .strict();
export type ReassignCheckInBody = z.input<typeof reassignCheckInBody>;
