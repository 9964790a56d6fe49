import type { DynamicModule, INestMicroservice, LoggerService, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NatsRpcServer, type NatsRpcServerOptions } from './nats-rpc-server';
import { RpcErrorFilter } from './rpc-server';

/**
 * A Nest module's RPC handlers answering over NATS: NatsRpcServer as the transport, RpcErrorFilter
 * for failures, listening once its hooks have run. The service runtime starts every service with
 * it; tests start stand-in services with it.
 */
export async function listenForRpc(
  module: Type | DynamicModule,
  server: NatsRpcServerOptions,
  nestLogger: LoggerService | false = false,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, {
    strategy: new NatsRpcServer(server),
    logger: nestLogger,
    // Start-up failures reach the caller (and its log) instead of exiting the process from inside Nest.
    abortOnError: false,
  });
  app.useGlobalFilters(new RpcErrorFilter(server.logger));
  try {
    await app.listen();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
