import { z } from 'zod';

export const COMMENT_MAX = 1000;

export const addCommentBody = z
  .object({
    content: z
      .string({ error: 'Comment is required' })
      .trim()
      .min(1, 'Comment is required')
      .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
  })
  .strict();
export type AddCommentBody = z.input<typeof addCommentBody>;

export const commentSchema = z.object({
  id: z.number().int().positive(),
  checkInId: z.number().int().positive(),
  userId: z.number().int().positive(),
  username: z.string(),
  userAvatar: z.string().nullable(),
  content: z.string(),
  createdAt: z.iso.datetime(),
  /** The viewer wrote it or owns the check-in. */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentParams = z.object({
  id: z.coerce.number().int().positive().max(2 ** 31 - 1),
  commentId: z.coerce.number().int().positive().max(2 ** 31 - 1),
});

export const REPORT_REASON_MIN = 3;
export const REPORT_REASON_MAX = 500;

export const reportCheckInBody = z
  .object({
    reason: z
      .string({ error: 'Please tell us what is wrong with this check-in' })
      .trim()
      .min(REPORT_REASON_MIN, 'Please tell us what is wrong with this check-in')
      .max(REPORT_REASON_MAX, `Reason must be at most ${REPORT_REASON_MAX} characters`),
  })
  .strict();
export type ReportCheckInBody = z.input<typeof reportCheckInBody>;
