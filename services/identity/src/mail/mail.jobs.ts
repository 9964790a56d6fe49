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
 * Look up the address of a recorded forgot-password request and, when it belongs to an account,
 * open a reset request and queue its `password-reset-email`. Forgot-password only records the
 * address and queues this, so its answer takes the same time whether or not the address is known
 * (docs/adr/0023). Like the others, the payload names a row and holds no address.
 */
export const passwordResetLookupJob = defineJob(
  MAIL_QUEUE,
  'password-reset-lookup',
  z.strictObject({ lookupReference: z.uuid() }),
);
export type PasswordResetLookup = z.infer<typeof passwordResetLookupJob.payload>;
export const passwordResetLookupJobId = (lookupReference: string) =>
  `password-reset-lookup-${lookupReference}`;

const userIdSchema = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/**
 * Mail the confirmation link of a pending email change to the new address, or, when another
 * account has that address, a notice to its owner instead (the person asking sees no difference).
 * Like the reset mail, the payload names the request alone; the worker mints the token.
 */
export const emailChangeConfirmationJob = defineJob(
  MAIL_QUEUE,
  'email-change-confirmation',
  z.strictObject({ requestReference: z.uuid() }),
);
export type EmailChangeConfirmation = z.infer<typeof emailChangeConfirmationJob.payload>;
export const emailChangeConfirmationJobId = (requestReference: string) => `email-change-${requestReference}`;

/** Tell the account's old address that its email is being changed (to a masked new address). */
export const emailChangeNoticeJob = defineJob(
  MAIL_QUEUE,
  'email-change-notice',
  z.strictObject({ requestReference: z.uuid() }),
);
export type EmailChangeNoticeMail = z.infer<typeof emailChangeNoticeJob.payload>;
export const emailChangeNoticeJobId = (requestReference: string) => `email-change-notice-${requestReference}`;

/** What someone tried to do with an address that already has an account. */
export const ADDRESS_IN_USE_ATTEMPTS = ['registration', 'email-change'] as const;
export type AddressInUseAttempt = (typeof ADDRESS_IN_USE_ATTEMPTS)[number];

/** Tell an account's owner that someone tried to register, or move their account, to their address. */
export const addressInUseNoticeJob = defineJob(
  MAIL_QUEUE,
  'address-in-use-notice',
  z.strictObject({ userId: userIdSchema, attempt: z.enum(ADDRESS_IN_USE_ATTEMPTS) }),
);
export type AddressInUseNotice = z.infer<typeof addressInUseNoticeJob.payload>;

/**
 * One notice per owner, kind of attempt and clock hour: the queue drops an add whose id it still
 * knows (finished jobs are kept an hour), so nobody can flood an address by repeating attempts.
 */
export function addressInUseNoticeJobId(userId: number, attempt: AddressInUseAttempt, now: Date): string {
  return `address-in-use-${attempt}-${userId}-${Math.floor(now.getTime() / 3_600_000)}`;
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
  z.strictObject({ userId: userIdSchema }),
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
export const MAIL_JOBS = [
  passwordResetEmailJob,
  passwordResetLookupJob,
  emailChangeConfirmationJob,
  emailChangeNoticeJob,
  addressInUseNoticeJob,
  notificationDigestSweepJob,
  notificationDigestEmailJob,
];
