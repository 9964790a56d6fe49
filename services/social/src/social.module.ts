import { Module, type DynamicModule } from '@nestjs/common';
import type { SocialEnv } from '@crema/config';
import { OutboxRelay, ReadinessProbe, RpcClient } from '@crema/messaging';
import { HealthServerHost } from '@crema/observability';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { CheckInEventsHandler } from './check-in-facts/check-in-events.handler';
import { CheckInFactsRepository } from './check-in-facts/check-in-facts.repository';
import { LOGGER, SOCIAL_SETTINGS, type SocialSettings } from './common/tokens';
import { createSocialDataSource } from './database/social-data-source';
import { EventConsumers } from './events/event-consumers';
import { UserExportRepository } from './export/user-export.repository';
import { UserExportRpcController } from './export/user-export.rpc-controller';
import { UserExportService } from './export/user-export.service';
import { FollowsRepository } from './follows/follows.repository';
import { FollowsRpcController } from './follows/follows.rpc-controller';
import { FollowsService } from './follows/follows.service';
import { FriendEntriesRepository } from './friend-entries/friend-entries.repository';
import { HealthRpcController } from './health/health.rpc-controller';
import { ProfilesRepository } from './profiles/profiles.repository';
import { ProfilesRpcController } from './profiles/profiles.rpc-controller';
import { ProfilesService } from './profiles/profiles.service';
import { UserSearchRepository } from './search/user-search.repository';
import { UserSearchRpcController } from './search/user-search.rpc-controller';
import { UserSearchService } from './search/user-search.service';
import { SocialLifecycle } from './social.lifecycle';
import { SuggestionsRepository } from './suggestions/suggestions.repository';
import { SuggestionsRpcController } from './suggestions/suggestions.rpc-controller';
import { SuggestionsService } from './suggestions/suggestions.service';
import { DeletedUsersRepository } from './user-cards/deleted-users.repository';
import { UserCardsRepository } from './user-cards/user-cards.repository';
import { UserCardsService } from './user-cards/user-cards.service';
import { UserEventsHandler } from './user-cards/user-events.handler';
import { UserPurgeRepository } from './user-cards/user-purge.repository';
import { UserCountersRepository } from './user-counters/user-counters.repository';

/** The social microservice: RPC handlers, their logic and repositories, consumers, and the resources they use. */
@Module({})
export class SocialModule {
  static register(env: SocialEnv, logger: Logger): DynamicModule {
    const settings: SocialSettings = { natsUrl: env.NATS_URL };
    return {
      module: SocialModule,
      controllers: [
        FollowsRpcController,
        SuggestionsRpcController,
        ProfilesRpcController,
        UserSearchRpcController,
        HealthRpcController,
        UserExportRpcController,
      ],
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: SOCIAL_SETTINGS, useValue: settings },
        { provide: DataSource, useFactory: () => createSocialDataSource(env.DATABASE_URL).initialize() },
        {
          provide: RpcClient,
          useFactory: () =>
            new RpcClient({
              natsUrl: env.NATS_URL,
              timeoutMs: env.NATS_REQUEST_TIMEOUT_MS,
              name: 'social-client',
            }),
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
        SocialLifecycle,
        UserCountersRepository,
        DeletedUsersRepository,
        UserCardsRepository,
        UserCardsService,
        UserPurgeRepository,
        UserEventsHandler,
        CheckInFactsRepository,
        CheckInEventsHandler,
        EventConsumers,
        UserExportRepository,
        UserExportService,
        FriendEntriesRepository,
        FollowsRepository,
        FollowsService,
        ProfilesRepository,
        ProfilesService,
        SuggestionsRepository,
        SuggestionsService,
        UserSearchRepository,
        UserSearchService,
      ],
    };
  }
}
