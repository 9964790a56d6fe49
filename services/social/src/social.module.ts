import { Module, type DynamicModule } from '@nestjs/common';
import { subgraphRpc } from '@crema/contracts/graphql/rpc';
import { SOCIAL_SERVICE } from '@crema/contracts/social/rpc';
import { SUBGRAPH, subgraphRpcController } from '@crema/messaging';
import type { Logger } from 'pino';
import { CheckInEventsHandler } from './check-in-facts/check-in-events.handler';
import { CheckInFactsRepository } from './check-in-facts/check-in-facts.repository';
import { LOGGER } from './common/tokens';
import { UserExportRepository } from './export/user-export.repository';
import { UserExportRpcController } from './export/user-export.rpc-controller';
import { UserExportService } from './export/user-export.service';
import { FollowsRepository } from './follows/follows.repository';
import { FollowsRpcController } from './follows/follows.rpc-controller';
import { FollowsService } from './follows/follows.service';
import { FriendEntriesRepository } from './friend-entries/friend-entries.repository';
import { SocialSubgraph } from './graphql/social.subgraph';
import { NotificationEventsHandler } from './notifications/notification-events.handler';
import { NotificationLive } from './notifications/notification-live';
import { NotificationWriter } from './notifications/notification-writer';
import { NotificationsRepository } from './notifications/notifications.repository';
import { NotificationsRpcController } from './notifications/notifications.rpc-controller';
import { NotificationsService } from './notifications/notifications.service';
import { ProfilesRepository } from './profiles/profiles.repository';
import { ProfilesRpcController } from './profiles/profiles.rpc-controller';
import { ProfilesService } from './profiles/profiles.service';
import { UserSearchRepository } from './search/user-search.repository';
import { UserSearchRpcController } from './search/user-search.rpc-controller';
import { UserSearchService } from './search/user-search.service';
import { SuggestionsRepository } from './suggestions/suggestions.repository';
import { SuggestionsRpcController } from './suggestions/suggestions.rpc-controller';
import { SuggestionsService } from './suggestions/suggestions.service';
import { DeletedUsersRepository } from './user-cards/deleted-users.repository';
import { UserCardsRepository } from './user-cards/user-cards.repository';
import { UserCardsService } from './user-cards/user-cards.service';
import { UserEventsHandler } from './user-cards/user-events.handler';
import { UserPurgeRepository } from './user-cards/user-purge.repository';
import { UserCountersRepository } from './user-counters/user-counters.repository';

/** The social service's features: RPC and event handlers, their logic and repositories (the platform runtime brings the rest). */
@Module({})
export class SocialModule {
  static register(logger: Logger): DynamicModule {
    return {
      module: SocialModule,
      controllers: [
        FollowsRpcController,
        SuggestionsRpcController,
        ProfilesRpcController,
        UserSearchRpcController,
        UserExportRpcController,
        NotificationsRpcController,
        subgraphRpcController(subgraphRpc(SOCIAL_SERVICE)),
      ],
      providers: [
        { provide: LOGGER, useValue: logger },
        UserCountersRepository,
        DeletedUsersRepository,
        UserCardsRepository,
        UserCardsService,
        UserPurgeRepository,
        UserEventsHandler,
        CheckInFactsRepository,
        CheckInEventsHandler,
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
        NotificationsRepository,
        NotificationWriter,
        NotificationLive,
        NotificationsService,
        NotificationEventsHandler,
        { provide: SUBGRAPH, useClass: SocialSubgraph },
      ],
    };
  }
}
