import { defineJob } from '@crema/jobs';
import { z } from 'zod';

/** The identity worker's queue: outgoing mail. */
export const MAIL_QUEUE = 'mail';

export const passwordResetEmailJob = defineJob(
  MAIL_QUEUE,
  'password-reset-email',
  z.object({ to: z.email(), username: z.string().min(1), resetUrl: z.url() }),
);
export type PasswordResetEmail = z.infer<typeof passwordResetEmailJob.payload>;

/** Every job the mail queue accepts; the worker refuses to start unless each has a handler. */
export const MAIL_JOBS = [passwordResetEmailJob];
