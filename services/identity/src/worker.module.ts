import { Module, type DynamicModule } from '@nestjs/common';
import type { IdentityWorkerEnv } from '@crema/config';
import type { JobsConnection } from '@crema/jobs';
import type { Logger } from 'pino';
import { LOGGER } from './common/tokens';
import { HealthServerHost } from '@crema/observability';
import { FileMailTransport } from './mail/file-mail.transport';
import { MailTransport } from './mail/mail-transport';
import { MAIL_CONNECTION, MailWorkerHost } from './mail/mail-worker.host';
import { PasswordResetMailHandler } from './mail/password-reset-mail.handler';
import { SmtpMailTransport } from './mail/smtp-mail.transport';

/** The identity worker: the `mail` queue's jobs, delivered by SMTP or written as .eml files. */
@Module({})
export class IdentityWorkerModule {
  static register(env: IdentityWorkerEnv, logger: Logger): DynamicModule {
    const connection: JobsConnection = { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX };
    return {
      module: IdentityWorkerModule,
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: MAIL_CONNECTION, useValue: connection },
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
        PasswordResetMailHandler,
        MailWorkerHost,
      ],
    };
  }
}
