// The gateway's rate limits (searches per address, comments, reports and follows per person, login
// and password-check throttling) are working as designed the moment a scanner exceeds them; from
// then on every probe gets a 429 and the scanner tests the limiter instead of the route. Most are
// constants, not settings, so while the scanners run the scan deletes the throwaway instance's
// counters (the gateway's `rate-limit:*` keys in Redis) twice a second. The limits themselves are
// covered by the battery (e2e/api/auth.e2e-spec.ts, costly-route-limits.e2e-spec.ts).
import { clearInterval, setInterval } from 'node:timers';
import { Redis } from 'ioredis';

/** The match pattern of the gateway's rate-limit counters under a REDIS_PREFIX (gateway/src/core/core.module.ts). */
export const rateLimitPattern = (prefix) => `${prefix}:gateway:rate-limit:*`;

/** Starts lifting; `stop()` resolves to how many counters were deleted. */
export function liftRateLimits(redisUrl, prefix, intervalMs = 500) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  let deleted = 0;
  let running = Promise.resolve();
  const sweep = async () => {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', rateLimitPattern(prefix), 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  };
  const timer = setInterval(() => {
    running = running.then(sweep).catch(() => undefined);
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      redis.disconnect();
      return deleted;
    },
  };
}
