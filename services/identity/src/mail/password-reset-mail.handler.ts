import { Inject, Injectable } from '@nestjs/common';
import type { JobContext } from '@crema/jobs';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import { MailTransport } from './mail-transport';
import type { PasswordResetEmail } from './mail.jobs';
import { renderPasswordResetEmail } from './password-reset-email.template';

/** Runs `password-reset-email` jobs: renders the message and hands it to the transport. */
@Injectable()
export class PasswordResetMailHandler {
  constructor(
    private readonly transport: MailTransport,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(payload: PasswordResetEmail, job: JobContext): Promise<void> {
    await this.transport.send({
      id: job.id,
      createdAt: job.createdAt,
      to: payload.to,
      ...renderPasswordResetEmail(payload),
    });
    if (this.transport.kind === 'file') {
      // Without SMTP the log is how a developer finds the link.
      this.logger.info(
        { jobId: job.id, to: payload.to, resetUrl: payload.resetUrl },
        'password reset email written',
      );
    } else {
      this.logger.info({ jobId: job.id }, 'password reset email sent');
    }
  }
}
