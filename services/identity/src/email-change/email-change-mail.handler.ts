import { Inject, Injectable } from '@nestjs/common';
import { JobQueue, type JobContext } from '@crema/jobs';
import type { Logger } from 'pino';
import { APP_URL, LOGGER } from '../common/tokens';
import { deliver } from '../mail/mail-delivery';
import { MailTransport } from '../mail/mail-transport';
import {
  addressInUseNoticeJob,
  addressInUseNoticeJobId,
  type EmailChangeConfirmation,
  type EmailChangeNoticeMail,
} from '../mail/mail.jobs';
import { generateLinkToken, hashLinkToken } from '../mail/link-token';
import { emailConfirmationLink, maskEmail } from './confirmation-link';
import { renderEmailChangeConfirmation, renderEmailChangeNotice } from './email-change-email.templates';
import { EmailChangeRepository } from './email-change.repository';

/**
 * Runs the email change jobs in the identity worker. The confirmation mints the link's token as it
 * sends (only its hash is stored; a retry mints anew, so a link from a failed attempt stops
 * working), unless another account has the new address: then that account's owner is told
 * instead, and no link exists at all. A request used, expired or superseded gets no mail.
 */
@Injectable()
export class EmailChangeMailHandler {
  constructor(
    private readonly requests: EmailChangeRepository,
    private readonly transport: MailTransport,
    private readonly queue: JobQueue,
    @Inject(APP_URL) private readonly appUrl: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async sendConfirmation({ requestReference }: EmailChangeConfirmation, job: JobContext): Promise<void> {
    const addressee = await this.requests.addressee(requestReference);
    if (!addressee) {
      this.logger.info({ jobId: job.id }, 'email change no longer pending; nothing sent');
      return;
    }
    if (addressee.ownerOfNewEmail !== null) {
      const owner = addressee.ownerOfNewEmail;
      await this.queue.add(
        addressInUseNoticeJob,
        { userId: owner, attempt: 'email-change' },
        addressInUseNoticeJobId(owner, 'email-change', new Date(job.createdAt)),
      );
      this.logger.info({ jobId: job.id }, 'email change to an address in use; its owner is told instead');
      return;
    }
    const token = generateLinkToken();
    if (!(await this.requests.mintToken(requestReference, hashLinkToken(token)))) return;
    const mail = renderEmailChangeConfirmation({
      username: addressee.username,
      confirmUrl: emailConfirmationLink(this.appUrl, token),
    });
    await deliver(
      this.transport,
      { id: job.id, createdAt: job.createdAt, to: addressee.newEmail, ...mail },
      this.logger,
    );
    // Never the link itself: it is a credential.
    this.logger.info({ jobId: job.id }, 'email change confirmation sent');
  }

  async sendNotice({ requestReference }: EmailChangeNoticeMail, job: JobContext): Promise<void> {
    const notice = await this.requests.notice(requestReference);
    if (!notice) return;
    const mail = renderEmailChangeNotice({
      username: notice.username,
      maskedNewEmail: maskEmail(notice.newEmail),
      forgotPasswordUrl: new URL('/forgot-password', this.appUrl).toString(),
    });
    await deliver(
      this.transport,
      { id: job.id, createdAt: job.createdAt, to: notice.oldEmail, ...mail },
      this.logger,
    );
    this.logger.info({ jobId: job.id }, 'email change notice sent to the old address');
  }
}
