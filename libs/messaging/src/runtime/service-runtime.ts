import {
  Inject,
  Injectable,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type INestMicroservice,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { LivePublisher } from '../live/live-publisher';
import type { ActorVerificationEnv, NatsEnv } from '@crema/config';
import { BUS_ACCESS } from '@crema/contracts/bus/bus-access';
import { HealthServerHost, PinoNestLogger, registerDependencyCheck } from '@crema/observability';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { loadActorVerifier } from '../actors/actor-keys';
import { natsAnswers, ReadinessProbe } from '../health/readiness.probe';
import { natsConnectionOptions } from '../nats/connection-options';
import { OutboxRelay } from '../outbox/outbox-relay';
import { listenForRpc } from '../rpc/listen-for-rpc';
import { RpcClient } from '../rpc/rpc-client';
import { EventConsumers } from './event-consumers';
import { checkEventCoverage, type EventHandler } from './event-handler';
import { healthPingController } from './health-ping.controller';

export type ServiceRuntimeEnv = NatsEnv &
  ActorVerificationEnv & { DATABASE_URL: string; HEALTH_PORT: number };

export interface ServiceRuntimeOptions {
  /** The service's name: its NATS queue group, NATS user and caller name. */
  service: string;
  env: ServiceRuntimeEnv;
  logger: Logger;
  /** The service's data source (its schema, entities and migrations), not yet initialised. */
  dataSource: (databaseUrl: string) => DataSource;
  /**
   * The providers of the service's module that handle the events it consumes: every event of the
   * durables BUS_ACCESS declares for the service needs exactly one.
   */
  eventHandlers?: readonly Type<EventHandler>[];
}

/** The process's one NATS connection: RPC server and client, outbox relay and event consumers share it. */
const NATS_CONNECTION = Symbol('NATS_CONNECTION');
const RUNTIME_OPTIONS = Symbol('RUNTIME_OPTIONS');

/**
 * Starts what every service runs beside its features and stops it in the order that loses
 * nothing. By the time the hooks below run on shutdown, the RPC server has already stopped taking
 * requests and answered those in flight (NestMicroservice.close closes the transport first).
 */
@Injectable()
class ServiceLifecycle
  implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown, OnApplicationShutdown
{
  private consumers: EventConsumers | undefined;
  private readonly unregisterChecks: Array<() => void> = [];

  constructor(
    @Inject(RUNTIME_OPTIONS) private readonly options: ServiceRuntimeOptions,
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    private readonly moduleRef: ModuleRef,
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers = (this.options.eventHandlers ?? []).map((type) =>
      this.moduleRef.get<EventHandler>(type, { strict: false }),
    );
    checkEventCoverage(
      BUS_ACCESS[this.options.service]?.consumes ?? [],
      handlers.map((handler) => ({ name: handler.constructor.name, durable: handler.durable })),
    );
    this.unregisterChecks.push(
      registerDependencyCheck('postgres', () => this.dataSource.query('SELECT 1').then(() => true)),
      registerDependencyCheck('nats', () => natsAnswers(this.connection)),
    );
    await this.relay.start();
    this.consumers = new EventConsumers(
      handlers,
      this.connection,
      this.dataSource,
      this.options.logger,
      this.options.env.NATS_STREAM_REPLICAS,
    );
    await this.consumers.start();
  }

  /** Event consumers finish the event in hand before features tear down what handlers use. */
  async onModuleDestroy(): Promise<void> {
    await this.consumers?.stop();
  }

  /** The relay publishes what is committed, then stops. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }

  /** Pools last: NATS (flushing what is queued), then the database. */
  async onApplicationShutdown(): Promise<void> {
    this.unregisterChecks.forEach((unregister) => unregister());
    await this.connection.drain().catch(() => undefined);
    await this.dataSource.destroy();
  }
}

@Module({})
class ServiceRuntimeModule {
  static register(options: ServiceRuntimeOptions, connection: NatsConnection): DynamicModule {
    const { env, logger, service } = options;
    return {
      module: ServiceRuntimeModule,
      global: true,
      controllers: [healthPingController(service)],
      providers: [
        { provide: RUNTIME_OPTIONS, useValue: options },
        { provide: NATS_CONNECTION, useValue: connection },
        { provide: DataSource, useFactory: () => options.dataSource(env.DATABASE_URL).initialize() },
        {
          provide: RpcClient,
          useValue: new RpcClient({ connection, timeoutMs: env.NATS_REQUEST_TIMEOUT_MS, caller: service }),
        },
        {
          provide: OutboxRelay,
          useFactory: (dataSource: DataSource) => new OutboxRelay({ dataSource, connection, logger, streamReplicas: env.NATS_STREAM_REPLICAS }),
          inject: [DataSource],
        },
        {
          provide: HealthServerHost,
          useFactory: (dataSource: DataSource) => {
            const probe = new ReadinessProbe(dataSource, connection);
            return new HealthServerHost(env.HEALTH_PORT, () => probe.isReady());
          },
          inject: [DataSource],
        },
        { provide: LivePublisher, useValue: new LivePublisher(connection) },
        ServiceLifecycle,
      ],
      exports: [DataSource, RpcClient, LivePublisher],
    };
  }
}

/**
 * Boots a service: its feature module on the platform runtime, answering RPCs in the service's
 * queue group over the process's one NATS connection, each request's person verified first.
 */
export async function startService(
  features: DynamicModule,
  options: ServiceRuntimeOptions,
): Promise<INestMicroservice> {
  const { env, logger, service } = options;
  const verifier = loadActorVerifier(env);
  const connection = await connect(natsConnectionOptions(env, service));
  try {
    const app = await listenForRpc(
      {
        ...features,
        imports: [...(features.imports ?? []), ServiceRuntimeModule.register(options, connection)],
      },
      { connection, queue: service, verifier, logger },
      new PinoNestLogger(logger),
    );
    // Ready once the server has the queue subscriptions: a replacement that reported ready before
    // would let the old process stop while requests still had no one to answer them.
    await connection.flush();
    app.get(HealthServerHost).markServing();
    return app;
  } catch (error) {
    await connection.close();
    throw error;
  }
}

/**
 * A service process's main: starts it, stops it cleanly on SIGTERM/SIGINT (requests first, then
 * consumers, relay, connections and database), and exits 1 when the start fails.
 */
export async function runService(
  service: string,
  logger: Logger,
  start: () => Promise<INestMicroservice>,
): Promise<void> {
  let app: INestMicroservice;
  try {
    app = await start();
  } catch (error) {
    logger.fatal({ err: error }, `${service} service failed to start`);
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${service} service stopping`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, `${service} service did not stop cleanly`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  logger.info({ healthPort: app.get(HealthServerHost).boundPort }, `${service} service ready`);
}
