import { defineJob } from '@crema/jobs';
import { z } from 'zod';

/** The identity worker's queue: outgoing mail. */
export const MAIL_QUEUE = 'mail';

/**
 * Mail a reset link for a pending request. The payload names the request and nothing else: no
 * address, no token, no link. Redis keeps finished jobs, so a secret here would outlive its mail,
 * and an address here would let whoever can write to Redis redirect a link (the worker reads the
 * address from the database instead). Strict, so a secret added by mistake is refused, not kept.
 */
export const passwordResetEmailJob = defineJob(
  MAIL_QUEUE,
  'password-reset-email',
  z.strictObject({ requestReference: z.uuid() }),
);
export type PasswordResetEmail = z.infer<typeof passwordResetEmailJob.payload>;

/** One job per request, so a repeated enqueue of the same request sends one mail. */
export function passwordResetEmailJobId(requestReference: string): string {
  return `password-reset-${requestReference}`;
}

/**
 * Finds the people due a notification digest and queues one `notification-digest-email` each. A
 * repeatable job (every DIGEST_SWEEP_EVERY_SECONDS) under a scheduler id that every worker
 * replica upserts, so there is one schedule however many run.
 */
export const notificationDigestSweepJob = defineJob(
  MAIL_QUEUE,
  'notification-digest-sweep',
  z.strictObject({}),
);
export const NOTIFICATION_DIGEST_SWEEP_SCHEDULER = 'notification-digest-sweep';

/**
 * Mail one person their notification digest. Like the reset mail, the payload names the person
 * and nothing else: the worker reads the address and the preference when it runs (docs/adr/0007).
 */
export const notificationDigestEmailJob = defineJob(
  MAIL_QUEUE,
  'notification-digest-email',
  z.strictObject({
    userId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  }),
);
export type NotificationDigestEmail = z.infer<typeof notificationDigestEmailJob.payload>;

/**
 * One job per person per sweep (the sweep's first-added time, stable across its retries), so a
 * retried sweep queues nobody twice. A later sweep may queue the same person again while their
 * job still waits: the job checks that a digest is still due when it runs (docs/adr/0015).
 */
export function notificationDigestEmailJobId(userId: number, sweepCreatedAt: number): string {
  return `notification-digest-${userId}-${sweepCreatedAt}`;
}

/** Every job the mail queue accepts; the worker refuses to start unless each has a handler. */
export const MAIL_JOBS = [passwordResetEmailJob, notificationDigestSweepJob, notificationDigestEmailJob];
