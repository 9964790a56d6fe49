import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueue, JobRegistry, startJobWorker, type JobsConnection } from '@crema/jobs';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER } from '../common/tokens';
import { EmailChangeMailHandler } from '../email-change/email-change-mail.handler';
import { DigestSweep } from '../notification-digest/digest-sweep';
import { NotificationDigestMailHandler } from '../notification-digest/notification-digest-mail.handler';
import { PasswordResetLookupHandler } from '../password-reset/password-reset-lookup.handler';
import { AddressInUseNoticeHandler } from './address-in-use-notice.handler';
import { MailTransport } from './mail-transport';
import {
  addressInUseNoticeJob,
  emailChangeConfirmationJob,
  emailChangeNoticeJob,
  MAIL_JOBS,
  MAIL_QUEUE,
  NOTIFICATION_DIGEST_SWEEP_SCHEDULER,
  notificationDigestEmailJob,
  notificationDigestSweepJob,
  passwordResetEmailJob,
  passwordResetLookupJob,
} from './mail.jobs';
import { PasswordResetMailHandler } from './password-reset-mail.handler';

export const MAIL_CONNECTION = Symbol('MAIL_CONNECTION');
/** The worker's one NATS connection (it asks social for digests). */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
/** Milliseconds between notification digest sweeps. */
export const DIGEST_SWEEP_EVERY_MS = Symbol('DIGEST_SWEEP_EVERY_MS');

/** Runs the `mail` queue's worker, and keeps its digest sweep scheduled, for as long as the application context lives. */
@Injectable()
export class MailWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker: Worker | undefined;

  constructor(
    private readonly passwordResetMail: PasswordResetMailHandler,
    private readonly passwordResetLookup: PasswordResetLookupHandler,
    private readonly emailChangeMail: EmailChangeMailHandler,
    private readonly addressInUseNotice: AddressInUseNoticeHandler,
    private readonly digestMail: NotificationDigestMailHandler,
    private readonly digestSweep: DigestSweep,
    private readonly queue: JobQueue,
    private readonly transport: MailTransport,
    private readonly dataSource: DataSource,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(MAIL_CONNECTION) private readonly connection: JobsConnection,
    @Inject(DIGEST_SWEEP_EVERY_MS) private readonly sweepEveryMs: number,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  isRunning(): boolean {
    return this.worker?.isRunning() ?? false;
  }

  async onApplicationBootstrap(): Promise<void> {
    const registry = new JobRegistry(MAIL_QUEUE, MAIL_JOBS)
      .on(passwordResetEmailJob, (payload, job) => this.passwordResetMail.handle(payload, job))
      .on(passwordResetLookupJob, (payload, job) => this.passwordResetLookup.handle(payload, job))
      .on(emailChangeConfirmationJob, (payload, job) => this.emailChangeMail.sendConfirmation(payload, job))
      .on(emailChangeNoticeJob, (payload, job) => this.emailChangeMail.sendNotice(payload, job))
      .on(addressInUseNoticeJob, (payload, job) => this.addressInUseNotice.handle(payload, job))
      .on(notificationDigestEmailJob, (payload, job) => this.digestMail.handle(payload, job))
      .on(notificationDigestSweepJob, async (_payload, job) => {
        const queued = await this.digestSweep.run(job);
        if (queued > 0) this.logger.info({ queued }, 'notification digests queued');
      });
    await this.queue.repeat(
      notificationDigestSweepJob,
      {},
      NOTIFICATION_DIGEST_SWEEP_SCHEDULER,
      this.sweepEveryMs,
    );
    this.worker = await startJobWorker({ ...this.connection, registry, logger: this.logger });
  }

  /** Lets running jobs finish, then releases what they use: the transport, NATS and the database. */
  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.transport.close();
    await this.nats.drain().catch(() => undefined);
    await this.dataSource.destroy();
  }
}
