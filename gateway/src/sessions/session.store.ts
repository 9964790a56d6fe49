import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import { actorSchema, type Actor } from '@crema/contracts/common/rpc';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { GATEWAY_ENV } from '../core/tokens';
import { defineTouchSession } from './touch-session.command';

export interface Session {
  id: string;
  actor: Actor;
}

/** 32 random bytes, base64url. Anything else in a cookie is not one of our ids. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function isSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * What a session key holds: the actor, and the absolute end of the session (unix seconds), fixed
 * when it was made. The sliding expiry is the key's TTL, which the session check never lets pass
 * `notAfter`.
 */
const storedSessionSchema = z.object({ actor: actorSchema, notAfter: z.number().int().positive() });
type StoredSession = z.infer<typeof storedSessionSchema>;

const sessionKey = (id: string) => `session:${id}`;
const USER_SESSIONS_KEY = 'user-sessions:';
const userSessionsKey = (userId: number) => `${USER_SESSIONS_KEY}${userId}`;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Server-side sessions in Redis: opaque ids mapping to the actor, with a sliding expiry bounded by
 * an absolute lifetime, and a set per user so every session of a user can be changed (rights) or
 * ended (password change, reset, deletion) at once.
 */
@Injectable()
export class SessionStore {
  private readonly ttlSeconds: number;
  private readonly absoluteTtlSeconds: number;

  constructor(
    private readonly redis: Redis,
    @Inject(GATEWAY_ENV) env: Pick<GatewayEnv, 'SESSION_TTL_SECONDS' | 'SESSION_ABSOLUTE_TTL_SECONDS'>,
  ) {
    this.ttlSeconds = env.SESSION_TTL_SECONDS;
    this.absoluteTtlSeconds = env.SESSION_ABSOLUTE_TTL_SECONDS;
    defineTouchSession(redis);
  }

  /** A new session, which lives at most SESSION_ABSOLUTE_TTL_SECONDS from now however it is used. */
  async create(actor: Actor): Promise<Session> {
    const id = randomBytes(32).toString('base64url');
    const notAfter = nowInSeconds() + this.absoluteTtlSeconds;
    const setKey = userSessionsKey(actor.userId);
    await this.redis
      .multi()
      .set(sessionKey(id), JSON.stringify({ actor, notAfter } satisfies StoredSession), 'EX', this.keyTtl())
      .sadd(setKey, id)
      .expire(setKey, this.ttlSeconds)
      .exec();
    return { id, actor };
  }

  /**
   * The live session behind an id, its expiry (and its user's session set's) pushed forward;
   * undefined when unknown or expired. Runs on every request: one Redis command.
   */
  async touch(id: string): Promise<Session | undefined> {
    if (!isSessionId(id)) return undefined;
    const raw = await this.redis.touchSession(
      sessionKey(id),
      USER_SESSIONS_KEY,
      this.ttlSeconds,
      nowInSeconds(),
      id,
    );
    if (raw === null) return undefined;
    const stored = storedSessionSchema.safeParse(parseJson(raw));
    return stored.success ? { id, actor: stored.data.actor } : undefined;
  }

  /**
   * Puts a changed actor (a change of rights) into every live session of its user, keeping each
   * one's expiry, so it holds from that person's very next request on any device. Ids whose
   * session has expired are dropped from the user's set rather than brought back.
   */
  async updateUserActor(actor: Actor): Promise<void> {
    const setKey = userSessionsKey(actor.userId);
    const ids = await this.redis.smembers(setKey);
    if (ids.length === 0) return;
    // Each session keeps its own absolute end; XX never brings back one that ended meanwhile.
    const values = await this.redis.mget(...ids.map(sessionKey));
    const writes = this.redis.multi();
    const written: string[] = [];
    ids.forEach((id, index) => {
      const stored = storedSessionSchema.safeParse(parseJson(values[index] ?? ''));
      if (!stored.success) return;
      written.push(id);
      const changed: StoredSession = { actor, notAfter: stored.data.notAfter };
      writes.set(sessionKey(id), JSON.stringify(changed), 'KEEPTTL', 'XX');
    });
    const results = written.length > 0 ? ((await writes.exec()) ?? []) : [];
    const live = new Set(written.filter((_id, index) => results[index]?.[1] === 'OK'));
    const expired = ids.filter((id) => !live.has(id));
    if (expired.length > 0) await this.redis.srem(setKey, ...expired);
  }

  async destroy(session: Session): Promise<void> {
    await this.redis
      .multi()
      .del(sessionKey(session.id))
      .srem(userSessionsKey(session.actor.userId), session.id)
      .exec();
  }

  /** Ends every session of a user. */
  async revokeAll(userId: number): Promise<void> {
    const ids = await this.redis.smembers(userSessionsKey(userId));
    await this.redis
      .multi()
      .del(...ids.map(sessionKey), userSessionsKey(userId))
      .exec();
  }

  /** A new session's first expiry: the sliding one, unless the absolute lifetime is shorter. */
  private keyTtl(): number {
    return Math.min(this.ttlSeconds, this.absoluteTtlSeconds);
  }
}
