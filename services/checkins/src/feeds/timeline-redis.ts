import { Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import type { CheckinsEnv } from '@crema/config';
import { Redis } from 'ioredis';

/** Every Redis key of the service starts with this, under the installation's REDIS_PREFIX. */
const checkinsKeyPrefix = (redisPrefix: string) => `${redisPrefix}:checkins:`;

/** Closes the timelines' Redis connection with the application. */
@Injectable()
class TimelineRedisCloser implements OnApplicationShutdown {
  constructor(private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** The Redis holding the precomputed home timelines, and its closing. */
export function timelineRedisProviders(env: CheckinsEnv): Provider[] {
  return [
    {
      provide: Redis,
      useFactory: () =>
        new Redis(env.REDIS_URL, {
          keyPrefix: checkinsKeyPrefix(env.REDIS_PREFIX),
          // Timelines are a cache: a Redis outage must fail fast, not queue commands forever.
          maxRetriesPerRequest: 2,
          // No auto-pipelining: a read is one command (a script), and batching it with other
          // requests' commands cost more client CPU than the writes it saved, and held each read a
          // tick longer (ADR 0009's last amendment). Fan-out and rebuilds pipeline explicitly.
        }),
    },
    TimelineRedisCloser,
  ];
}
