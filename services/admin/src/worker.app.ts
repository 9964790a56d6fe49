import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { AdminWorkerEnv } from '@crema/config';
import { PinoNestLogger } from '@crema/observability';
import type { Logger } from 'pino';
import { AdminWorkerModule } from './worker.module';

/** Boots the admin worker as an application context: no transport of its own, just the queue. */
export async function startAdminWorker(
  env: AdminWorkerEnv,
  logger: Logger,
): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(AdminWorkerModule.register(env, logger), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  await app.init();
  return app;
}
