import type { RedisOptions } from 'bullmq';

export interface JobsConnection {
  redisUrl: string;
  /** REDIS_PREFIX of the installation. */
  redisPrefix: string;
}

/**
 * Connection options rather than a client, so BullMQ owns (and closes) its connections,
 * including the blocking one a worker needs.
 */
export function bullConnection(redisUrl: string): RedisOptions {
  // Workers block on Redis; a bounded retry count would make them throw instead of waiting.
  return { url: redisUrl, maxRetriesPerRequest: null };
}

/** BullMQ key prefix under the installation's Redis prefix, apart from sessions and counters. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}
