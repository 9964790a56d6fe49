import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { INestMicroservice } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { SocialEnv } from '@crema/config';
import { SOCIAL_SERVICE } from '@crema/contracts/social/rpc';
import { CorrelationInterceptor, ReadinessProbe, RpcErrorFilter } from '@crema/messaging';
import { PinoNestLogger } from '@crema/observability';
import type { Logger } from 'pino';
import { SocialModule } from './social.module';

/**
 * Boots the social microservice: handlers in the `social` queue group on NATS (replicas share the
 * load), correlation ids in every log line, failures answered as typed RPC errors.
 */
export async function startSocialService(env: SocialEnv, logger: Logger): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(SocialModule.register(env, logger), {
    transport: Transport.NATS,
    options: {
      servers: [env.NATS_URL],
      queue: SOCIAL_SERVICE,
      name: SOCIAL_SERVICE,
      maxReconnectAttempts: -1,
    },
    logger: new PinoNestLogger(logger),
    // Start-up failures reach the caller (and its log) instead of exiting the process from inside Nest.
    abortOnError: false,
  });
  app.useGlobalInterceptors(new CorrelationInterceptor());
  app.useGlobalFilters(new RpcErrorFilter(logger));
  await app.listen();
  app.get(ReadinessProbe).watchNats(app.unwrap<NatsConnection>());
  return app;
}
