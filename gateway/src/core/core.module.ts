import {
  Global,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import { loadActorSigner, natsConnectionOptions, RpcClient } from '@crema/messaging';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createMediaStorage } from '@crema/storage';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ImageWork } from '../media/image-work';
import { GATEWAY_ENV, LOGGER, MEDIA_STORAGE, NATS_CONNECTION } from './tokens';

/** The gateway's name on the bus: its NATS user and the caller of every request it sends. */
const GATEWAY = 'gateway';

/** Closes the shared connections when the application stops. */
@Injectable()
class ConnectionsCloser implements OnApplicationShutdown {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    private readonly redis: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.nats.drain(), this.redis.quit()]);
  }
}

/**
 * The gateway's shared infrastructure: its configuration, logger, the NATS connection and the one
 * RPC client (signing each request's person) every service uses to reach the back end, Redis
 * (sessions, rate limits) and media storage.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(env: GatewayEnv, logger: Logger): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        { provide: LOGGER, useValue: logger },
        { provide: NATS_CONNECTION, useFactory: () => connect(natsConnectionOptions(env, GATEWAY)) },
        {
          provide: RpcClient,
          useFactory: (connection: NatsConnection) =>
            new RpcClient({
              connection,
              timeoutMs: env.NATS_REQUEST_TIMEOUT_MS,
              caller: GATEWAY,
              signer: loadActorSigner(env),
            }),
          inject: [NATS_CONNECTION],
        },
        {
          provide: Redis,
          useFactory: () => {
            // Few retries per command: a request fails fast (503) while Redis is away, and
            // ioredis keeps reconnecting in the background.
            const redis = new Redis(env.REDIS_URL, {
              keyPrefix: `${env.REDIS_PREFIX}:gateway:`,
              maxRetriesPerRequest: 2,
              // Commands of concurrent requests share one write per tick instead of one each.
              enableAutoPipelining: true,
            });
            redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection error'));
            return redis;
          },
        },
        { provide: MEDIA_STORAGE, useValue: createMediaStorage(env) },
        ImageWork,
        ConnectionsCloser,
      ],
      exports: [GATEWAY_ENV, LOGGER, NATS_CONNECTION, RpcClient, Redis, MEDIA_STORAGE, ImageWork],
    };
  }
}
