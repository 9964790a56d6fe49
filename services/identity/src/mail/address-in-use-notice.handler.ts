import { Inject, Injectable } from '@nestjs/common';
import type { JobContext } from '@crema/jobs';
import type { Logger } from 'pino';
import { APP_URL, LOGGER } from '../common/tokens';
import { UsersRepository } from '../users/users.repository';
import { renderAddressInUseEmail } from './address-in-use-email.template';
import { deliver } from './mail-delivery';
import { MailTransport } from './mail-transport';
import type { AddressInUseNotice } from './mail.jobs';

/** Runs `address-in-use-notice` jobs: the owner's current address and name are read as it sends. */
@Injectable()
export class AddressInUseNoticeHandler {
  constructor(
    private readonly users: UsersRepository,
    private readonly transport: MailTransport,
    @Inject(APP_URL) private readonly appUrl: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle({ userId, attempt }: AddressInUseNotice, job: JobContext): Promise<void> {
    const owner = await this.users.findById(userId);
    if (!owner) return;
    const mail = renderAddressInUseEmail({
      username: owner.username,
      attempt,
      loginUrl: new URL('/auth', this.appUrl).toString(),
      forgotPasswordUrl: new URL('/forgot-password', this.appUrl).toString(),
    });
    await deliver(
      this.transport,
      { id: job.id, createdAt: job.createdAt, to: owner.email, ...mail },
      this.logger,
    );
    this.logger.info({ jobId: job.id, attempt }, 'address-in-use notice sent');
  }
}
