import type { Redis, Result } from 'ioredis';

/**
 * The session check in one Redis command (one round trip). A session is stored as
 * `{"actor": {...}, "notAfter": <unix seconds>}`: `notAfter` is its absolute end, fixed at sign-in.
 * The script reads the session; past `notAfter` (by the caller's clock, ARGV[2]: Redis' TIME is not
 * in the gateway's ACL categories) it deletes it and answers nil, however recently it was used.
 * Otherwise it slides the expiry by ARGV[1] seconds, never beyond `notAfter`, and pushes the
 * user's session set's expiry forward too, so the set always outlives the sessions it lists
 * (revokeAll finds them all). The set's key is built here from the stored actor, so the script is
 * given its key without the user id: passed as KEYS[2], it gets the client's keyPrefix like any
 * key. (That key is not declared in full, which a Redis Cluster would refuse; Crema runs one
 * Redis.) A value of any other shape (an older format among them) is no session. The reply is the
 * stored JSON, or nil; the caller validates it. KEYS[3] holds the time of the session's last
 * request (the session list shows it), with the session's own expiry.
 */
const TOUCH_SESSION_LUA = `local raw = redis.call('GET', KEYS[1])
if not raw then return nil end
local ok, session = pcall(cjson.decode, raw)
if not ok or type(session) ~= 'table' or type(session['actor']) ~= 'table' then return nil end
local notAfter = session['notAfter']
local now = tonumber(ARGV[2])
local userId = session['actor']['userId']
local validUser = type(userId) == 'number' and userId > 0 and userId == math.floor(userId)
if type(notAfter) ~= 'number' or notAfter <= now then
  redis.call('DEL', KEYS[1], KEYS[3])
  if validUser then
    redis.call('SREM', KEYS[2] .. string.format('%d', userId), ARGV[3])
  end
  return nil
end
local ttl = math.max(1, math.min(tonumber(ARGV[1]), math.floor(notAfter - now)))
redis.call('EXPIRE', KEYS[1], ttl)
redis.call('SET', KEYS[3], ARGV[2], 'EX', ttl)
if validUser then
  redis.call('EXPIRE', KEYS[2] .. string.format('%d', userId), ARGV[1])
end
return raw`;

const TOUCH_SESSION = 'touchSession';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** Defined by defineTouchSession; see TOUCH_SESSION_LUA. */
    touchSession(
      sessionKey: string,
      userSessionsKeyWithoutId: string,
      seenKey: string,
      slidingTtlSeconds: number,
      nowSeconds: number,
      sessionId: string,
    ): Result<string | null, Context>;
  }
}

/** Registers the command on this client (ioredis sends it as EVALSHA, loading the script when needed). */
export function defineTouchSession(redis: Redis): void {
  redis.defineCommand(TOUCH_SESSION, { numberOfKeys: 3, lua: TOUCH_SESSION_LUA });
}
