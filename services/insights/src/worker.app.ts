import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { InsightsWorkerEnv } from '@crema/config';
import { PinoNestLogger } from '@crema/observability';
import type { Logger } from 'pino';
import { InsightsWorkerModule } from './worker.module';

/** Boots the insights worker as an application context: no transport of its own, just the queue. */
export async function startInsightsWorker(
  env: InsightsWorkerEnv,
  logger: Logger,
): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(InsightsWorkerModule.register(env, logger), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  await app.init();
  return app;
}
