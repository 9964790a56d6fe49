import type { Redis, Result } from 'ioredis';

/**
 * A page of a timeline in one command (one round trip, one reply to parse): the timeline's size
 * with its sentinel (0 when it does not exist), then up to ARGV[2] members scored below ARGV[1],
 * newest first. Reading slides the timeline's expiry to ARGV[3] seconds.
 */
const READ_TIMELINE_LUA = `local size = redis.call('ZCARD', KEYS[1])
if size == 0 then return {0} end
redis.call('EXPIRE', KEYS[1], ARGV[3])
local page = redis.call('ZREVRANGEBYSCORE', KEYS[1], '(' .. ARGV[1], 1, 'LIMIT', 0, ARGV[2])
table.insert(page, 1, size)
return page`;

/** Adds an entry to a timeline that exists, then trims it to the cap (the sentinel, rank 0, stays). */
const ADD_TO_TIMELINE_LUA = `if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
  redis.call('ZREMRANGEBYRANK', KEYS[1], 1, -(tonumber(ARGV[3]) + 1))
  return 1
end
return 0`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** Defined by defineTimelineCommands; see READ_TIMELINE_LUA. */
    readTimeline(
      key: string,
      belowId: number,
      count: number,
      ttlSeconds: number,
    ): Result<[number, ...string[]], Context>;
    /** Defined by defineTimelineCommands; see ADD_TO_TIMELINE_LUA. */
    addToTimeline(key: string, score: number, member: string, cap: number): Result<number, Context>;
  }
}

/**
 * Registers the timeline scripts on this client. ioredis sends a script's text once per
 * connection (EVAL) and its hash after that (EVALSHA), in pipelines too.
 */
export function defineTimelineCommands(redis: Redis): void {
  redis.defineCommand('readTimeline', { numberOfKeys: 1, lua: READ_TIMELINE_LUA });
  redis.defineCommand('addToTimeline', { numberOfKeys: 1, lua: ADD_TO_TIMELINE_LUA });
}
