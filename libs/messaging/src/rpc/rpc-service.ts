import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/transport-node';
import { HealthServerHost, PinoNestLogger } from '@crema/observability';
import type { Logger } from 'pino';
import { ReadinessProbe } from '../health/readiness.probe';
import { CorrelationInterceptor, RpcErrorFilter } from './rpc-server';

export interface RpcServiceOptions {
  /** The service's name: its NATS queue group and connection name. */
  service: string;
  natsUrl: string;
  logger: Logger;
}

/**
 * Boots a service's module as a NATS microservice: handlers in the service's queue group (replicas
 * share the load), correlation ids in every log line, failures answered as typed RPC errors, and
 * readiness following the NATS connection. The module must provide ReadinessProbe.
 */
export async function startRpcService(
  module: DynamicModule,
  options: RpcServiceOptions,
): Promise<INestMicroservice> {
  const { service, natsUrl, logger } = options;
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    transport: Transport.NATS,
    options: { servers: [natsUrl], queue: service, name: service, maxReconnectAttempts: -1 },
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

/**
 * A service process's main: starts it, stops it cleanly on SIGTERM/SIGINT (requests first, then
 * consumers, relay, clients and database, in the module's shutdown order), and exits 1 when the
 * start fails.
 */
export async function runRpcService(
  service: string,
  logger: Logger,
  start: () => Promise<INestMicroservice>,
): Promise<void> {
  try {
    const app = await start();
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    logger.info({ healthPort: app.get(HealthServerHost).boundPort }, `${service} service ready`);
  } catch (error) {
    logger.fatal({ err: error }, `${service} service failed to start`);
    process.exit(1);
  }
}
