import { Module, type DynamicModule } from '@nestjs/common';
import type { InsightsWorkerEnv } from '@crema/config';
import { JobQueue, type JobsConnection } from '@crema/jobs';
import { HealthServerHost } from '@crema/observability';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { BadgeAwarder } from './badges/badge-awarder';
import { BadgesRepository } from './badges/badges.repository';
import { LOGGER } from './common/tokens';
import { createInsightsDataSource } from './database/insights-data-source';
import { INSIGHTS_CONNECTION, InsightsWorkerHost, MODEL_EVERY_MINUTES } from './jobs/insights-worker.host';
import { INSIGHTS_QUEUE } from './jobs/insights.jobs';
import { PeopleRepository } from './people/people.repository';
import { ModelBuilder } from './recommendations/model-builder';
import { ModelRepository } from './recommendations/model.repository';

/**
 * The insights worker: badge evaluation and recommendation-model rebuilds on the `insights` queue. It writes the insights schema;
 * the badge.earned events it appends leave through the insights service's outbox relay.
 */
@Module({})
export class InsightsWorkerModule {
  static register(env: InsightsWorkerEnv, logger: Logger): DynamicModule {
    const connection: JobsConnection = { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX };
    return {
      module: InsightsWorkerModule,
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: INSIGHTS_CONNECTION, useValue: connection },
        { provide: MODEL_EVERY_MINUTES, useValue: env.RECOMMENDATION_MODEL_EVERY_MINUTES },
        { provide: JobQueue, useFactory: () => JobQueue.create(INSIGHTS_QUEUE, connection) },
        { provide: DataSource, useFactory: () => createInsightsDataSource(env.DATABASE_URL).initialize() },
        {
          provide: HealthServerHost,
          useFactory: (host: InsightsWorkerHost) =>
            new HealthServerHost(env.HEALTH_PORT, () => Promise.resolve(host.isRunning())),
          inject: [InsightsWorkerHost],
        },
        PeopleRepository,
        BadgesRepository,
        BadgeAwarder,
        ModelRepository,
        ModelBuilder,
        InsightsWorkerHost,
      ],
    };
  }
}
