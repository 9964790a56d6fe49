import { Module, type DynamicModule } from '@nestjs/common';
import type { CheckinsEnv } from '@crema/config';
import { OutboxRelay, ReadinessProbe, RpcClient } from '@crema/messaging';
import { HealthServerHost } from '@crema/observability';
import { LocalMediaStorage } from '@crema/storage';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AuthorsConsumer } from './authors/authors.consumer';
import { AuthorsRepository } from './authors/authors.repository';
import { AuthorsService } from './authors/authors.service';
import { UserPurgeRepository } from './authors/user-purge.repository';
import { CheckInsRepository } from './check-ins/check-ins.repository';
import { CheckInsRpcController } from './check-ins/check-ins.rpc-controller';
import { CheckInsService } from './check-ins/check-ins.service';
import { CheckinsLifecycle } from './checkins.lifecycle';
import { CommentsRepository } from './comments/comments.repository';
import { CommentsRpcController } from './comments/comments.rpc-controller';
import { CommentsService } from './comments/comments.service';
import { CHECKINS_SETTINGS, LOGGER, MEDIA_STORAGE, type CheckinsSettings } from './common/tokens';
import { createCheckinsDataSource } from './database/checkins-data-source';
import { UserExportRepository } from './export/user-export.repository';
import { UserExportRpcController } from './export/user-export.rpc-controller';
import { UserExportService } from './export/user-export.service';
import { FEEDS_CONTROLLERS, FEEDS_PROVIDERS } from './feeds/feeds.providers';
import { HealthRpcController } from './health/health.rpc-controller';
import { LikesRepository } from './likes/likes.repository';
import { LikesRpcController } from './likes/likes.rpc-controller';
import { LikesService } from './likes/likes.service';
import { PhotoFiles } from './photos/photo-files';
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

/** Every Redis key of the service starts with this, under the installation's REDIS_PREFIX. */
export const checkinsKeyPrefix = (redisPrefix: string) => `${redisPrefix}:checkins:`;

/** The checkins microservice: RPC handlers, their logic and repositories, consumers, and the resources they use. */
@Module({})
export class CheckinsModule {
  static register(env: CheckinsEnv, logger: Logger): DynamicModule {
    const settings: CheckinsSettings = {
      natsUrl: env.NATS_URL,
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
        HealthRpcController,
        UserExportRpcController,
        SearchRpcController,
        ...FEEDS_CONTROLLERS,
      ],
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: CHECKINS_SETTINGS, useValue: settings },
        { provide: MEDIA_STORAGE, useValue: new LocalMediaStorage(env.MEDIA_DIR) },
        { provide: DataSource, useFactory: () => createCheckinsDataSource(env.DATABASE_URL).initialize() },
        {
          provide: Redis,
          useFactory: () =>
            new Redis(env.REDIS_URL, {
              keyPrefix: checkinsKeyPrefix(env.REDIS_PREFIX),
              // Timelines are a cache: a Redis outage must fail fast, not queue commands forever.
              maxRetriesPerRequest: 2,
            }),
        },
        {
          provide: RpcClient,
          useFactory: () =>
            new RpcClient({
              natsUrl: env.NATS_URL,
              timeoutMs: env.NATS_REQUEST_TIMEOUT_MS,
              name: 'checkins-client',
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
        CheckinsLifecycle,
        PhotoFiles,
        AuthorsRepository,
        AuthorsService,
        UserPurgeRepository,
        AuthorsConsumer,
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
        UserExportRepository,
        UserExportService,
        SearchAggregatesRepository,
        SearchRepository,
        SearchService,
        ...FEEDS_PROVIDERS,
      ],
    };
  }
}
