import { Module, type DynamicModule } from '@nestjs/common';
import type { IdentityWorkerEnv } from '@crema/config';
import type { JobsConnection } from '@crema/jobs';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER } from './common/tokens';
import { HealthServerHost } from '@crema/observability';
import { createIdentityDataSource } from './database/identity-data-source';
import { FileMailTransport } from './mail/file-mail.transport';
import { MailTransport } from './mail/mail-transport';
import { MAIL_CONNECTION, MailWorkerHost } from './mail/mail-worker.host';
import { PasswordResetMailHandler } from './mail/password-reset-mail.handler';
import { SmtpMailTransport } from './mail/smtp-mail.transport';
import { PasswordResetRepository } from './password-reset/password-reset.repository';
import { ResetLinkMinter } from './password-reset/reset-link-minter';

/**
 * The identity worker: the `mail` queue's jobs, delivered by SMTP or written as .eml files. It
 * reads the identity schema because reset links are minted here, at send time (docs/adr/0007).
 */
@Module({})
export class IdentityWorkerModule {
  static register(env: IdentityWorkerEnv, logger: Logger): DynamicModule {
    const connection: JobsConnection = { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX };
    return {
      module: IdentityWorkerModule,
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: MAIL_CONNECTION, useValue: connection },
        { provide: DataSource, useFactory: () => createIdentityDataSource(env.DATABASE_URL).initialize() },
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
        MailWorkerHost,
      ],
    };
  }
}
