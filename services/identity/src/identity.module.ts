import { Module, type DynamicModule } from '@nestjs/common';
import type { IdentityEnv } from '@crema/config';
import { JobQueue } from '@crema/jobs';
import { subgraphRpc } from '@crema/contracts/graphql/rpc';
import { IDENTITY_SERVICE } from '@crema/contracts/identity/rpc';
import { SUBGRAPH, subgraphRpcController } from '@crema/messaging';
import type { Logger } from 'pino';
import { AccessTokensRepository } from './access-tokens/access-tokens.repository';
import { AccessTokensRpcController } from './access-tokens/access-tokens.rpc-controller';
import { AccessTokensService } from './access-tokens/access-tokens.service';
import { AdminRpcController } from './admin/admin.rpc-controller';
import { AdminService } from './admin/admin.service';
import { IDENTITY_SETTINGS, LOGGER, type IdentitySettings } from './common/tokens';
import { IdentitySubgraph } from './graphql/identity.subgraph';
import { EmailChangeRepository } from './email-change/email-change.repository';
import { EmailChangeRpcController } from './email-change/email-change.rpc-controller';
import { EmailChangeService } from './email-change/email-change.service';
import { EmailUnsubscribeRpcController } from './email-unsubscribe/email-unsubscribe.rpc-controller';
import { EmailUnsubscribeService } from './email-unsubscribe/email-unsubscribe.service';
import { UnsubscribeTokens } from './email-unsubscribe/unsubscribe-token';
import { MAIL_QUEUE } from './mail/mail.jobs';
import { PasswordResetRepository } from './password-reset/password-reset.repository';
import { PasswordResetRpcController } from './password-reset/password-reset.rpc-controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { SettingEventsHandler } from './settings/setting-events.handler';
import { SettingsRepository } from './settings/settings.repository';
import { SettingsService } from './settings/settings.service';
import { AdminRosterRepository } from './users/admin-roster.repository';
import { AdminRoster } from './users/admin-roster.service';
import { PasswordHasher } from './users/password-hasher';
import { UsersRepository } from './users/users.repository';
import { UsersRpcController } from './users/users.rpc-controller';
import { UsersService } from './users/users.service';
import { concurrencyFor, WorkGate } from '@crema/work-gate';

/**
 * The identity service's features: RPC and event handlers, their logic and repositories (the
 * platform runtime brings the rest).
 */
@Module({})
export class IdentityModule {
  static register(env: IdentityEnv, logger: Logger): DynamicModule {
    const settings: IdentitySettings = { adminUsername: env.ADMIN_USERNAME };
    return {
      module: IdentityModule,
      controllers: [
        UsersRpcController,
        PasswordResetRpcController,
        EmailChangeRpcController,
        AdminRpcController,
        EmailUnsubscribeRpcController,
        AccessTokensRpcController,
        subgraphRpcController(subgraphRpc(IDENTITY_SERVICE)),
      ],
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: IDENTITY_SETTINGS, useValue: settings },
        { provide: UnsubscribeTokens, useValue: new UnsubscribeTokens(env.UNSUBSCRIBE_TOKEN_SECRET) },
        {
          provide: JobQueue,
          useFactory: () =>
            JobQueue.create(MAIL_QUEUE, { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX }),
        },
        {
          provide: WorkGate,
          useValue: new WorkGate({
            name: 'password-hash',
            concurrency: concurrencyFor(env.PASSWORD_HASH_CONCURRENCY),
            queueLimit: env.PASSWORD_HASH_QUEUE_LIMIT,
          }),
        },
        PasswordHasher,
        UsersRepository,
        UsersService,
        AdminRosterRepository,
        AdminRoster,
        SettingsRepository,
        SettingsService,
        SettingEventsHandler,
        PasswordResetRepository,
        PasswordResetService,
        EmailChangeRepository,
        EmailChangeService,
        AdminService,
        EmailUnsubscribeService,
        AccessTokensRepository,
        AccessTokensService,
        { provide: SUBGRAPH, useClass: IdentitySubgraph },
      ],
    };
  }
}
