import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueue, JobRegistry, startJobWorker, type JobsConnection } from '@crema/jobs';
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { BadgeAwarder } from '../badges/badge-awarder';
import { LOGGER } from '../common/tokens';
import { ModelBuilder } from '../recommendations/model-builder';
import {
  evaluateBadgesJob,
  INSIGHTS_JOBS,
  INSIGHTS_QUEUE,
  RECOMMENDATION_MODEL_KEY,
  rebuildRecommendationModelJob,
} from './insights.jobs';

export const INSIGHTS_CONNECTION = Symbol('INSIGHTS_CONNECTION');
/** Minutes between scheduled rebuilds of the recommendation model. */
export const MODEL_EVERY_MINUTES = Symbol('MODEL_EVERY_MINUTES');

/** Runs the `insights` queue's worker for as long as the application context lives. */
@Injectable()
export class InsightsWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker: Worker | undefined;

  constructor(
    private readonly awarder: BadgeAwarder,
    private readonly modelBuilder: ModelBuilder,
    private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
    @Inject(INSIGHTS_CONNECTION) private readonly connection: JobsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(MODEL_EVERY_MINUTES) private readonly modelEveryMinutes: number,
  ) {}

  isRunning(): boolean {
    return this.worker?.isRunning() ?? false;
  }

  async onApplicationBootstrap(): Promise<void> {
    const registry = new JobRegistry(INSIGHTS_QUEUE, INSIGHTS_JOBS)
      .on(evaluateBadgesJob, async ({ userId }) => {
        const awarded = await this.awarder.evaluate(userId);
        if (awarded.length > 0) this.logger.info({ userId, badges: awarded }, 'badges awarded');
      })
      .on(rebuildRecommendationModelJob, () => this.modelBuilder.rebuild());
    // Besides the rebuilds that check-ins ask for, one on a schedule (and one at start).
    await this.queue.repeat(
      rebuildRecommendationModelJob,
      {},
      RECOMMENDATION_MODEL_KEY,
      this.modelEveryMinutes * 60_000,
    );
    this.worker = await startJobWorker({ ...this.connection, registry, logger: this.logger, concurrency: 8 });
  }

  /** Lets running jobs finish, then releases the database. */
  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.dataSource.destroy();
  }
}
