import { Module, type DynamicModule } from '@nestjs/common';
import type { IdentityWorkerEnv } from '@crema/config';
import { JobQueue, type JobsConnection } from '@crema/jobs';
import { natsConnectionOptions, RpcClient } from '@crema/messaging';
import { HealthServerHost } from '@crema/observability';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { APP_URL, LOGGER } from './common/tokens';
import { createIdentityDataSource } from './database/identity-data-source';
import { UnsubscribeTokens } from './email-unsubscribe/unsubscribe-token';
import { EmailChangeMailHandler } from './email-change/email-change-mail.handler';
import { EmailChangeRepository } from './email-change/email-change.repository';
import { AddressInUseNoticeHandler } from './mail/address-in-use-notice.handler';
import { FileMailTransport } from './mail/file-mail.transport';
import { MailTransport } from './mail/mail-transport';
import { MAIL_QUEUE } from './mail/mail.jobs';
import {
  DIGEST_SWEEP_EVERY_MS,
  MAIL_CONNECTION,
  MailWorkerHost,
  NATS_CONNECTION,
} from './mail/mail-worker.host';
import { PasswordResetMailHandler } from './mail/password-reset-mail.handler';
import { SmtpMailTransport } from './mail/smtp-mail.transport';
import { DigestRecipientsRepository } from './notification-digest/digest-recipients.repository';
import { DigestSweep } from './notification-digest/digest-sweep';
import { NotificationDigestMailHandler } from './notification-digest/notification-digest-mail.handler';
import { PasswordResetRepository } from './password-reset/password-reset.repository';
import { PasswordResetLookupHandler } from './password-reset/password-reset-lookup.handler';
import { ResetLinkMinter } from './password-reset/reset-link-minter';
import { UsersRepository } from './users/users.repository';

/** The identity worker's name on the bus: its NATS user and the caller of its requests. */
const IDENTITY_WORKER = 'identity-worker';

/**
 * The identity worker: the `mail` queue's jobs, delivered by SMTP or written as .eml files. It
 * reads the identity schema because reset links are minted here, at send time (docs/adr/0007),
 * and because it sends the notification digest, whose notifications it asks social for over NATS
 * (docs/adr/0015).
 */
@Module({})
export class IdentityWorkerModule {
  static register(env: IdentityWorkerEnv, logger: Logger): DynamicModule {
    const connection: JobsConnection = { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX };
    return {
      module: IdentityWorkerModule,
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: APP_URL, useValue: env.APP_URL },
        { provide: MAIL_CONNECTION, useValue: connection },
        { provide: DIGEST_SWEEP_EVERY_MS, useValue: env.DIGEST_SWEEP_EVERY_SECONDS * 1000 },
        { provide: DataSource, useFactory: () => createIdentityDataSource(env.DATABASE_URL).initialize() },
        { provide: NATS_CONNECTION, useFactory: () => connect(natsConnectionOptions(env, IDENTITY_WORKER)) },
        {
          provide: RpcClient,
          useFactory: (nats: NatsConnection) =>
            new RpcClient({
              connection: nats,
              timeoutMs: env.NATS_REQUEST_TIMEOUT_MS,
              caller: IDENTITY_WORKER,
            }),
          inject: [NATS_CONNECTION],
        },
        // The sweep adds digest jobs to the worker's own queue, lookups their reset mails, email changes notices.
        { provide: JobQueue, useFactory: () => JobQueue.create(MAIL_QUEUE, connection) },
        { provide: UnsubscribeTokens, useValue: new UnsubscribeTokens(env.UNSUBSCRIBE_TOKEN_SECRET) },
        {
          provide: ResetLinkMinter,
          useFactory: (requests: PasswordResetRepository) => new ResetLinkMinter(requests, env.APP_URL),
          inject: [PasswordResetRepository],
        },
        {
          provide: MailTransport,
          useFactory: () =>
            env.SMTP_URL
              ? new SmtpMailTransport(env.SMTP_URL, env.MAIL_FROM)
              : new FileMailTransport(env.MAIL_OUTBOX_DIR, env.MAIL_FROM),
        },
        {
          provide: HealthServerHost,
          useFactory: (host: MailWorkerHost) =>
            new HealthServerHost(env.HEALTH_PORT, () => Promise.resolve(host.isRunning())),
          inject: [MailWorkerHost],
        },
        PasswordResetRepository,
        PasswordResetMailHandler,
        PasswordResetLookupHandler,
        EmailChangeRepository,
        EmailChangeMailHandler,
        UsersRepository,
        AddressInUseNoticeHandler,
        DigestRecipientsRepository,
        DigestSweep,
        NotificationDigestMailHandler,
        MailWorkerHost,
      ],
    };
  }
}
