import { Redis } from 'ioredis';

/**
 * Every key under a prefix with its whole value as text, whatever its type, so a test can assert
 * what Redis holds (e.g. that no secret rests there). SCAN, so a busy Redis is not blocked.
 */
export async function redisContents(redisUrl: string, prefix: string): Promise<Map<string, string>> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const contents = new Map<string, string>();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      for (const key of keys) contents.set(key, JSON.stringify(await valueOf(redis, key)));
      cursor = next;
    } while (cursor !== '0');
    return contents;
  } finally {
    redis.disconnect();
  }
}

async function valueOf(redis: Redis, key: string): Promise<unknown> {
  const type = await redis.type(key);
  switch (type) {
    case 'string':
      return redis.get(key);
    case 'hash':
      return redis.hgetall(key);
    case 'list':
      return redis.lrange(key, 0, -1);
    case 'set':
      return redis.smembers(key);
    case 'zset':
      return redis.zrange(key, 0, -1, 'WITHSCORES');
    case 'stream':
      return redis.xrange(key, '-', '+');
    default:
      // 'none': the key expired between SCAN and TYPE.
      return null;
  }
}
