import { Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';

/** At most this many open notification streams per person, across every gateway. */
export const STREAMS_PER_PERSON = 5;
/** A slot not renewed for this long is free again (a gateway that died holds none for long). */
export const SLOT_TTL_MS = 60_000;

/**
 * Takes a slot when fewer than `limit` live ones remain in the person's sorted set (scores are
 * expiry times); renews it when it is already held. Atomic in Redis, so racing opens cannot
 * exceed the limit.
 */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[3]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/** The open-stream slots of each person, shared by every gateway replica through Redis. */
@Injectable()
export class StreamSlots {
  constructor(private readonly redis: Redis) {}

  /** False when the person already has STREAMS_PER_PERSON streams open. Also renews a held slot. */
  async acquire(userId: number, streamId: string): Promise<boolean> {
    const now = Date.now();
    const taken = await this.redis.eval(
      ACQUIRE,
      1,
      keyOf(userId),
      now,
      now + SLOT_TTL_MS,
      streamId,
      STREAMS_PER_PERSON,
      SLOT_TTL_MS,
    );
    return taken === 1;
  }

  async release(userId: number, streamId: string): Promise<void> {
    await this.redis.zrem(keyOf(userId), streamId);
  }
}

const keyOf = (userId: number) => `notification-streams:${userId}`;
