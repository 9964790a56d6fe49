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

/** Every job the mail queue accepts; the worker refuses to start unless each has a handler. */
export const MAIL_JOBS = [passwordResetEmailJob];
