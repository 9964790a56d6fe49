import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobRegistry, startJobWorker, type JobsConnection } from '@crema/jobs';
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER } from '../common/tokens';
import { MailTransport } from './mail-transport';
import { MAIL_JOBS, MAIL_QUEUE, passwordResetEmailJob } from './mail.jobs';
import { PasswordResetMailHandler } from './password-reset-mail.handler';

export const MAIL_CONNECTION = Symbol('MAIL_CONNECTION');

/** Runs the `mail` queue's worker for as long as the application context lives. */
@Injectable()
export class MailWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker: Worker | undefined;

  constructor(
    private readonly passwordResetMail: PasswordResetMailHandler,
    private readonly transport: MailTransport,
    private readonly dataSource: DataSource,
    @Inject(MAIL_CONNECTION) private readonly connection: JobsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  isRunning(): boolean {
    return this.worker?.isRunning() ?? false;
  }

  async onApplicationBootstrap(): Promise<void> {
    const registry = new JobRegistry(MAIL_QUEUE, MAIL_JOBS).on(passwordResetEmailJob, (payload, job) =>
      this.passwordResetMail.handle(payload, job),
    );
    this.worker = await startJobWorker({ ...this.connection, registry, logger: this.logger });
  }

  /** Lets running jobs finish, then releases what they use: the transport and the database. */
  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.transport.close();
    await this.dataSource.destroy();
  }
}
