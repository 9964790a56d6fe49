import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { IdentityWorkerEnv } from '@crema/config';
import { PinoNestLogger } from '@crema/observability';
import type { Logger } from 'pino';
import { IdentityWorkerModule } from './worker.module';

/** Boots the identity worker as an application context: no transport of its own, just the queue. */
export async function startIdentityWorker(
  env: IdentityWorkerEnv,
  logger: Logger,
): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(IdentityWorkerModule.register(env, logger), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  await app.init();
  return app;
}
