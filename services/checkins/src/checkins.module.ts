import { Module, type DynamicModule } from '@nestjs/common';
import type { CheckinsEnv } from '@crema/config';
import { createMediaStorage } from '@crema/storage';
import { subgraphRpc } from '@crema/contracts/graphql/rpc';
import { CHECKINS_SERVICE } from '@crema/contracts/checkins/rpc';
import { SUBGRAPH, subgraphRpcController } from '@crema/messaging';
import type { Logger } from 'pino';
import { AuthorsRepository } from './authors/authors.repository';
import { AuthorsService } from './authors/authors.service';
import { UserEventsHandler } from './authors/user-events.handler';
import { UserPurgeRepository } from './authors/user-purge.repository';
import { CatalogueEventsHandler } from './catalogue/catalogue-events.handler';
import { CatalogueRepository } from './catalogue/catalogue.repository';
import { CatalogueService } from './catalogue/catalogue.service';
import { CheckInsRepository } from './check-ins/check-ins.repository';
import { CheckInsRpcController } from './check-ins/check-ins.rpc-controller';
import { CheckInsService } from './check-ins/check-ins.service';
import { CommentsRepository } from './comments/comments.repository';
import { CommentsRpcController } from './comments/comments.rpc-controller';
import { CommentsService } from './comments/comments.service';
import { CHECKINS_SETTINGS, LOGGER, MEDIA_STORAGE, type CheckinsSettings } from './common/tokens';
import { UserExportRepository } from './export/user-export.repository';
import { UserExportRpcController } from './export/user-export.rpc-controller';
import { UserExportService } from './export/user-export.service';
import { CheckinsSubgraph } from './graphql/checkins.subgraph';
import { FEEDS_CONTROLLERS, FEEDS_PROVIDERS } from './feeds/feeds.providers';
import { timelineRedisProviders } from './feeds/timeline-redis';
import { LikesRepository } from './likes/likes.repository';
import { LikesRpcController } from './likes/likes.rpc-controller';
import { LikesService } from './likes/likes.service';
import { AdminEventsHandler } from './moderation/admin-events.handler';
import { ModerationRulesRepository } from './moderation/moderation-rules.repository';
import { ModerationService } from './moderation/moderation.service';
import { PhotoAccess } from './photos/photo-access';
import { PhotoFiles } from './photos/photo-files';
import { PhotosRpcController } from './photos/photos.rpc-controller';
import { ModerationQueueRepository } from './reports/moderation-queue.repository';
import { ModerationQueueService } from './reports/moderation-queue.service';
import { ReportsRepository } from './reports/reports.repository';
import { ReportsRpcController } from './reports/reports.rpc-controller';
import { ReportsService } from './reports/reports.service';
import { SavesRepository } from './saves/saves.repository';
import { SavesRpcController } from './saves/saves.rpc-controller';
import { SavesService } from './saves/saves.service';
import { SearchAggregatesRepository } from './search/search-aggregates.repository';
import { SearchRpcController } from './search/search.rpc-controller';
import { SearchRepository } from './search/search.repository';
import { SearchService } from './search/search.service';
import { PlacesRepository } from './places/places.repository';
import { PlacesRpcController } from './places/places.rpc-controller';
import { PlacesService } from './places/places.service';
import { CoffeePagesRepository } from './coffee-pages/coffee-pages.repository';
import { CoffeePagesRpcController } from './coffee-pages/coffee-pages.rpc-controller';
import { CoffeePagesService } from './coffee-pages/coffee-pages.service';
import { SuggestionsRepository } from './suggestions/suggestions.repository';
import { SuggestionsRpcController } from './suggestions/suggestions.rpc-controller';
import { SuggestionsService } from './suggestions/suggestions.service';
import { SettingsRepository } from './settings/settings.repository';
import { SettingsService } from './settings/settings.service';

/** The checkins service's features: RPC and event handlers, their logic, repositories and the resources they use (the platform runtime brings the rest). */
@Module({})
export class CheckinsModule {
  static register(env: CheckinsEnv, logger: Logger): DynamicModule {
    const settings: CheckinsSettings = {
      timelineCap: env.TIMELINE_CAP,
      timelineTtlSeconds: env.TIMELINE_TTL_SECONDS,
    };
    return {
      module: CheckinsModule,
      controllers: [
        CheckInsRpcController,
        LikesRpcController,
        SavesRpcController,
        CommentsRpcController,
        ReportsRpcController,
        UserExportRpcController,
        SearchRpcController,
        CoffeePagesRpcController,
        SuggestionsRpcController,
        PlacesRpcController,
        PhotosRpcController,
        ...FEEDS_CONTROLLERS,
        subgraphRpcController(subgraphRpc(CHECKINS_SERVICE)),
      ],
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: CHECKINS_SETTINGS, useValue: settings },
        { provide: MEDIA_STORAGE, useValue: createMediaStorage(env) },
        ...timelineRedisProviders(env),
        PhotoFiles,
        PhotoAccess,
        AuthorsRepository,
        AuthorsService,
        UserPurgeRepository,
        UserEventsHandler,
        CheckInsRepository,
        CheckInsService,
        LikesRepository,
        LikesService,
        SavesRepository,
        SavesService,
        CommentsRepository,
        CommentsService,
        ReportsRepository,
        ReportsService,
        ModerationQueueRepository,
        ModerationQueueService,
        ModerationRulesRepository,
        ModerationService,
        SettingsRepository,
        SettingsService,
        AdminEventsHandler,
        CatalogueRepository,
        CatalogueService,
        CatalogueEventsHandler,
        UserExportRepository,
        UserExportService,
        SearchAggregatesRepository,
        SearchRepository,
        SearchService,
        CoffeePagesRepository,
        CoffeePagesService,
        SuggestionsRepository,
        SuggestionsService,
        PlacesRepository,
        PlacesService,
        ...FEEDS_PROVIDERS,
        { provide: SUBGRAPH, useClass: CheckinsSubgraph },
      ],
    };
  }
}
