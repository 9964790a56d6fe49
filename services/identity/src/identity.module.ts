import { Module, type DynamicModule } from '@nestjs/common';
import type { IdentityEnv } from '@crema/config';
import { JobQueue } from '@crema/jobs';
import { OutboxRelay, ReadinessProbe } from '@crema/messaging';
import { HealthServerHost } from '@crema/observability';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AdminRpcController } from './admin/admin.rpc-controller';
import { AdminService } from './admin/admin.service';
import { IDENTITY_SETTINGS, LOGGER, type IdentitySettings } from './common/tokens';
import { createIdentityDataSource } from './database/identity-data-source';
import { HealthRpcController } from './health/health.rpc-controller';
import { IdentityLifecycle } from './identity.lifecycle';
import { MAIL_QUEUE } from './mail/mail.jobs';
import { PasswordResetRepository } from './password-reset/password-reset.repository';
import { PasswordResetRpcController } from './password-reset/password-reset.rpc-controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { PasswordHasher } from './users/password-hasher';
import { UsersRepository } from './users/users.repository';
import { UsersRpcController } from './users/users.rpc-controller';
import { UsersService } from './users/users.service';

/** The identity microservice: RPC handlers, their logic and repositories, and the resources they use. */
@Module({})
export class IdentityModule {
  static register(env: IdentityEnv, logger: Logger): DynamicModule {
    const settings: IdentitySettings = { adminUsername: env.ADMIN_USERNAME, appUrl: env.APP_URL };
    return {
      module: IdentityModule,
      controllers: [UsersRpcController, PasswordResetRpcController, AdminRpcController, HealthRpcController],
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: IDENTITY_SETTINGS, useValue: settings },
        { provide: DataSource, useFactory: () => createIdentityDataSource(env.DATABASE_URL).initialize() },
        {
          provide: JobQueue,
          useFactory: () =>
            JobQueue.create(MAIL_QUEUE, { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX }),
        },
        {
          provide: OutboxRelay,
          useFactory: (dataSource: DataSource) =>
            new OutboxRelay({ dataSource, natsUrl: env.NATS_URL, logger }),
          inject: [DataSource],
        },
        {
          provide: HealthServerHost,
          useFactory: (probe: ReadinessProbe) => new HealthServerHost(env.HEALTH_PORT, () => probe.isReady()),
          inject: [ReadinessProbe],
        },
        ReadinessProbe,
        IdentityLifecycle,
        PasswordHasher,
        UsersRepository,
        UsersService,
        PasswordResetRepository,
        PasswordResetService,
        AdminService,
      ],
    };
  }
}
