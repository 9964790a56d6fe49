import type { Redis, Result } from 'ioredis';

/**
 * The session check in one Redis command (one round trip): GETEX the session with a fresh TTL, then,
 * when its actor names a user, push that user's session set's expiry forward too, so the set always
 * outlives the sessions it lists (revokeAll finds them all). The set's key is built here from the
 * stored actor, so the script is given its key without the user id: passed as KEYS[2], it gets the
 * client's keyPrefix like any key. (That key is not declared in full, which a Redis Cluster would
 * refuse; Crema runs one Redis.) The reply is the stored actor JSON, or nil; the caller validates it.
 */
const TOUCH_SESSION_LUA = `local raw = redis.call('GETEX', KEYS[1], 'EX', ARGV[1])
if not raw then return nil end
local ok, actor = pcall(cjson.decode, raw)
if ok and type(actor) == 'table' then
  local userId = actor['userId']
  if type(userId) == 'number' and userId > 0 and userId == math.floor(userId) then
    redis.call('EXPIRE', KEYS[2] .. string.format('%d', userId), ARGV[1])
  end
end
return raw`;

const TOUCH_SESSION = 'touchSession';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** Defined by defineTouchSession; see TOUCH_SESSION_LUA. */
    touchSession(
      sessionKey: string,
      userSessionsKeyWithoutId: string,
      ttlSeconds: number,
    ): Result<string | null, Context>;
  }
}

/** Registers the command on this client (ioredis sends it as EVALSHA, loading the script when needed). */
export function defineTouchSession(redis: Redis): void {
  redis.defineCommand(TOUCH_SESSION, { numberOfKeys: 2, lua: TOUCH_SESSION_LUA });
}
