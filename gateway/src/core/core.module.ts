import { Global, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import { RpcClient } from '@crema/messaging';
import { LocalMediaStorage } from '@crema/storage';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { GATEWAY_ENV, LOGGER, MEDIA_STORAGE } from './tokens';

/** Closes the shared connections when the application stops. */
@Injectable()
class ConnectionsCloser implements OnApplicationShutdown {
  constructor(
    private readonly rpc: RpcClient,
    private readonly redis: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.rpc.close(), this.redis.quit()]);
  }
}

/**
 * The gateway's shared infrastructure: its configuration, logger, the one NATS client every
 * service uses to reach the back end, Redis (sessions, rate limits) and media storage.
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
        {
          provide: RpcClient,
          useFactory: async () => {
            const client = new RpcClient({
              natsUrl: env.NATS_URL,
              timeoutMs: env.NATS_REQUEST_TIMEOUT_MS,
              name: 'gateway',
            });
            await client.connect();
            return client;
          },
        },
        {
          provide: Redis,
          useFactory: () => {
            // Few retries per command: a request fails fast (503) while Redis is away, and
            // ioredis keeps reconnecting in the background.
            const redis = new Redis(env.REDIS_URL, {
              keyPrefix: `${env.REDIS_PREFIX}:gateway:`,
              maxRetriesPerRequest: 2,
            });
            redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection error'));
            return redis;
          },
        },
        { provide: MEDIA_STORAGE, useValue: new LocalMediaStorage(env.MEDIA_DIR) },
        ConnectionsCloser,
      ],
      exports: [GATEWAY_ENV, LOGGER, RpcClient, Redis, MEDIA_STORAGE],
    };
  }
}
