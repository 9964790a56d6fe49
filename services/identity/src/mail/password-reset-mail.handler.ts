import { Inject, Injectable } from '@nestjs/common';
import type { JobContext } from '@crema/jobs';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import { ResetLinkMinter } from '../password-reset/reset-link-minter';
import { MailTransport } from './mail-transport';
import { deliver } from './mail-delivery';
import type { PasswordResetEmail } from './mail.jobs';
import { renderPasswordResetEmail } from './password-reset-email.template';

/**
 * Runs `password-reset-email` jobs: mints the request's link, renders the message and hands it to
 * the transport. Every attempt mints anew, so a retry after a failed send mails a fresh link; a
 * request used, expired or superseded in the meantime gets no mail at all.
 */
@Injectable()
export class PasswordResetMailHandler {
  constructor(
    private readonly links: ResetLinkMinter,
    private readonly transport: MailTransport,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle({ requestReference }: PasswordResetEmail, job: JobContext): Promise<void> {
    const link = await this.links.mint(requestReference);
    if (!link) {
      this.logger.info({ jobId: job.id }, 'password reset request no longer pending; nothing sent');
      return;
    }
    await deliver(
      this.transport,
      { id: job.id, createdAt: job.createdAt, to: link.to, ...renderPasswordResetEmail(link) },
      this.logger,
    );
    // Never the link itself: it is a credential. Without SMTP the email is a file in MAIL_OUTBOX_DIR.
    this.logger.info(
      { jobId: job.id },
      this.transport.kind === 'file'
        ? 'password reset email written to MAIL_OUTBOX_DIR'
        : 'password reset email sent',
    );
  }
}
