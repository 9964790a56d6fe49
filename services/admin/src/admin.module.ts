import { Module, type DynamicModule } from '@nestjs/common';
import type { AdminEnv } from '@crema/config';
import { ADMIN_SERVICE } from '@crema/contracts/admin/rpc';
import { subgraphRpc } from '@crema/contracts/graphql/rpc';
import { JobQueue } from '@crema/jobs';
import { SUBGRAPH, subgraphRpcController } from '@crema/messaging';
import { createMediaStorage } from '@crema/storage';
import type { Logger } from 'pino';
import { AnalyticsRepository } from './analytics/analytics.repository';
import { AnalyticsRpcController } from './analytics/analytics.rpc-controller';
import { AnalyticsService } from './analytics/analytics.service';
import { AuditEventsHandler } from './audit/audit-events.handler';
import { AuditLogRepository } from './audit/audit-log.repository';
import { AuditLogRpcController } from './audit/audit-log.rpc-controller';
import { AuditLogService } from './audit/audit-log.service';
import { CatalogueRpcController } from './catalogue/catalogue.rpc-controller';
import { CoffeeBagsRepository } from './catalogue/coffee-bags.repository';
import { CoffeeBagsService } from './catalogue/coffee-bags.service';
import { RoastersRepository } from './catalogue/roasters.repository';
import { RoastersService } from './catalogue/roasters.service';
import { LOGGER, MEDIA_STORAGE } from './common/tokens';
import { AdminSubgraph } from './graphql/admin.subgraph';
import { OCR_QUEUE } from './jobs/ocr.jobs';
import { LabelReadingsService } from './labels/label-readings.service';
import { LabelsRpcController } from './labels/labels.rpc-controller';
import { RulesRepository } from './moderation/rules.repository';
import { RulesRpcController } from './moderation/rules.rpc-controller';
import { RulesService } from './moderation/rules.service';
import { CheckInEventsHandler } from './people/check-in-events.handler';
import { CheckInFactsRepository } from './people/check-in-facts.repository';
import { PeopleRepository } from './people/people.repository';
import { UserEventsHandler } from './people/user-events.handler';
import { SettingsRepository } from './settings/settings.repository';
import { SettingsRpcController } from './settings/settings.rpc-controller';
import { SettingsService } from './settings/settings.service';
import { AdminUsersRepository } from './users/admin-users.repository';
import { AdminUsersRpcController } from './users/admin-users.rpc-controller';
import { AdminUsersService } from './users/admin-users.service';

/** The admin service's features: RPC and event handlers, their logic and repositories (the platform runtime brings the rest). */
@Module({})
export class AdminModule {
  static register(env: AdminEnv, logger: Logger): DynamicModule {
    return {
      module: AdminModule,
      controllers: [
        SettingsRpcController,
        RulesRpcController,
        CatalogueRpcController,
        AnalyticsRpcController,
        AdminUsersRpcController,
        LabelsRpcController,
        AuditLogRpcController,
        subgraphRpcController(subgraphRpc(ADMIN_SERVICE)),
      ],
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: MEDIA_STORAGE, useValue: createMediaStorage(env) },
        {
          provide: JobQueue,
          useFactory: () =>
            JobQueue.create(OCR_QUEUE, { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX }),
        },
        SettingsRepository,
        SettingsService,
        RulesRepository,
        RulesService,
        RoastersRepository,
        RoastersService,
        CoffeeBagsRepository,
        CoffeeBagsService,
        CheckInFactsRepository,
        PeopleRepository,
        UserEventsHandler,
        CheckInEventsHandler,
        AnalyticsRepository,
        AnalyticsService,
        AdminUsersRepository,
        AdminUsersService,
        LabelReadingsService,
        AuditLogRepository,
        AuditLogService,
        AuditEventsHandler,
        { provide: SUBGRAPH, useClass: AdminSubgraph },
      ],
    };
  }
}
