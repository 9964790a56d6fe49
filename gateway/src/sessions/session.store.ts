import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import { actorSchema, type Actor } from '@crema/contracts/common/rpc';
import { Redis } from 'ioredis';
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

const sessionKey = (id: string) => `session:${id}`;
const USER_SESSIONS_KEY = 'user-sessions:';
const userSessionsKey = (userId: number) => `${USER_SESSIONS_KEY}${userId}`;

/**
 * Server-side sessions in Redis: opaque ids mapping to the actor, with a sliding expiry, and a set
 * per user so every session of a user can be changed (rights) or ended (password change, reset,
 * deletion) at once.
 */
@Injectable()
export class SessionStore {
  private readonly ttlSeconds: number;

  constructor(
    private readonly redis: Redis,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    this.ttlSeconds = env.SESSION_TTL_SECONDS;
    defineTouchSession(redis);
  }

  async create(actor: Actor): Promise<Session> {
    const session = { id: randomBytes(32).toString('base64url'), actor };
    await this.save(session);
    return session;
  }

  /**
   * The live session behind an id, its expiry (and its user's session set's) pushed forward;
   * undefined when unknown or expired. Runs on every request: one Redis command.
   */
  async touch(id: string): Promise<Session | undefined> {
    if (!isSessionId(id)) return undefined;
    const raw = await this.redis.touchSession(sessionKey(id), USER_SESSIONS_KEY, this.ttlSeconds);
    if (raw === null) return undefined;
    const actor = actorSchema.safeParse(parseJson(raw));
    return actor.success ? { id, actor: actor.data } : undefined;
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
    const stored = JSON.stringify(actor);
    const writes = this.redis.multi();
    for (const id of ids) writes.set(sessionKey(id), stored, 'KEEPTTL', 'XX');
    const results = (await writes.exec()) ?? [];
    const expired = ids.filter((_id, index) => results[index]?.[1] !== 'OK');
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

  private async save(session: Session): Promise<void> {
    const setKey = userSessionsKey(session.actor.userId);
    await this.redis
      .multi()
      .set(sessionKey(session.id), JSON.stringify(session.actor), 'EX', this.ttlSeconds)
      .sadd(setKey, session.id)
      .expire(setKey, this.ttlSeconds)
      .exec();
  }
}
