import type { Redis } from 'ioredis';

/** Persisted queries live a day after their last registration; clients re-send an unknown hash's text. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * Automatic persisted queries (hash → query text) in Redis, so every gateway replica knows a query
 * any of them registered. Keys sit under the gateway's prefix (its Redis ACL).
 */
export class RedisApqCache {
  constructor(private readonly redis: Redis) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(`apq:${key}`)) ?? undefined;
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    await this.redis.set(`apq:${key}`, value, 'EX', options?.ttl ?? DEFAULT_TTL_SECONDS);
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(`apq:${key}`)) > 0;
  }
}
