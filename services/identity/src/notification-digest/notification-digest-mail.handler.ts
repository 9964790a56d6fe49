import { Inject, Injectable } from '@nestjs/common';
import { collectNotificationDigest } from '@crema/contracts/social/notifications';
import type { JobContext } from '@crema/jobs';
import { RpcClient } from '@crema/messaging';
import type { Logger } from 'pino';
import { APP_URL, LOGGER } from '../common/tokens';
import { UnsubscribeTokens } from '../email-unsubscribe/unsubscribe-token';
import { deliver } from '../mail/mail-delivery';
import { MailTransport } from '../mail/mail-transport';
import type { NotificationDigestEmail } from '../mail/mail.jobs';
import { unsubscribeUrls } from './digest-links';
import { DigestRecipientsRepository } from './digest-recipients.repository';
import { renderNotificationDigestEmail } from './notification-digest-email.template';

/**
 * Runs `notification-digest-email` jobs: re-reads the person (still there, still opted in, still
 * due), asks social for their unread notifications since the last digest, mails them with a
 * one-click unsubscribe, then records the digest. Nothing new: nothing sent, nothing recorded,
 * so the next sweep asks again. A retry after a failed send finds the person still due and sends
 * the same message under the same job id (the file transport rewrites the same file).
 */
@Injectable()
export class NotificationDigestMailHandler {
  constructor(
    private readonly recipients: DigestRecipientsRepository,
    private readonly rpc: RpcClient,
    private readonly tokens: UnsubscribeTokens,
    private readonly transport: MailTransport,
    @Inject(APP_URL) private readonly appUrl: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle({ userId }: NotificationDigestEmail, job: JobContext): Promise<void> {
    const recipient = await this.recipients.dueRecipient(userId);
    if (!recipient) return;
    const { items, total } = await this.rpc.send(collectNotificationDigest, {
      userId,
      since: recipient.lastDigestAt?.toISOString() ?? null,
    });
    if (items.length === 0) return;
    const unsubscribe = unsubscribeUrls(this.appUrl, this.tokens.tokenFor(userId));
    const email = renderNotificationDigestEmail({
      username: recipient.username,
      items,
      total,
      appUrl: this.appUrl,
      unsubscribeUrl: unsubscribe.page,
    });
    await deliver(
      this.transport,
      {
        id: job.id,
        createdAt: job.createdAt,
        to: recipient.email,
        ...email,
        // RFC 2369 and RFC 8058: mail providers offer (and may POST) a one-click unsubscribe.
        headers: {
          'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      this.logger,
    );
    // Covered up to the read, which came before social's: social compares `since` with when each
    // notification arrived, and one it did not list arrived after that (ADR 0015). Not the items'
    // createdAt: that is their event's time, and an event may arrive after a later digest.
    await this.recipients.recordDigest(userId, recipient.readAt);
    this.logger.info({ jobId: job.id, userId, items: items.length, total }, 'notification digest sent');
  }
}
