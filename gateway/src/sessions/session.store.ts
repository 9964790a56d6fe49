import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import { actorSchema, type Actor } from '@crema/contracts/common/rpc';
import { Redis, type ChainableCommander } from 'ioredis';
import { z } from 'zod';
import { GATEWAY_ENV } from '../core/tokens';
import { RecentSessions } from './recent-sessions';
import { sessionEndsChannel } from './session-end-listener';
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
 * `notAfter`. `createdAt` (unix seconds) and `userAgent` describe it in the person's session list;
 * sessions made before they were recorded lack them.
 */
const storedSessionSchema = z.object({
  actor: actorSchema,
  notAfter: z.number().int().positive(),
  createdAt: z.number().int().positive().optional(),
  userAgent: z.string().optional(),
});
type StoredSession = z.infer<typeof storedSessionSchema>;

/** What is recorded of the client a session is made for. */
export interface SessionClient {
  userAgent?: string;
}

/** One live session as its owner's session list shows it. */
export interface SessionListing {
  /** The handle, not the id (see sessionHandle). */
  handle: string;
  userAgent: string | undefined;
  createdAt: Date | undefined;
  lastUsedAt: Date | undefined;
}

/** The longest user agent kept: enough to tell the browser and the device. */
const USER_AGENT_MAX = 256;

/**
 * The name a session goes by in its owner's list: 128 bits of the SHA-256 of its id. The id itself
 * is the cookie's secret and never reaches a page's script.
 */
export function sessionHandle(id: string): string {
  return createHash('sha256').update(id).digest('base64url').slice(0, 22);
}

const sessionKey = (id: string) => `session:${id}`;
/** Unix seconds of the session's last request, written by the session check. */
const seenKey = (id: string) => `session-seen:${id}`;
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
  private readonly endsChannel: string;

  constructor(
    private readonly redis: Redis,
    private readonly recent: RecentSessions,
    @Inject(GATEWAY_ENV)
    env: Pick<GatewayEnv, 'SESSION_TTL_SECONDS' | 'SESSION_ABSOLUTE_TTL_SECONDS' | 'REDIS_PREFIX'>,
  ) {
    this.ttlSeconds = env.SESSION_TTL_SECONDS;
    this.absoluteTtlSeconds = env.SESSION_ABSOLUTE_TTL_SECONDS;
    this.endsChannel = sessionEndsChannel(env.REDIS_PREFIX);
    defineTouchSession(redis);
  }

  /** A new session, which lives at most SESSION_ABSOLUTE_TTL_SECONDS from now however it is used. */
  async create(actor: Actor, client: SessionClient = {}): Promise<Session> {
    const id = randomBytes(32).toString('base64url');
    const now = nowInSeconds();
    const notAfter = now + this.absoluteTtlSeconds;
    const setKey = userSessionsKey(actor.userId);
    const stored: StoredSession = {
      actor,
      notAfter,
      createdAt: now,
      ...(client.userAgent ? { userAgent: client.userAgent.slice(0, USER_AGENT_MAX) } : {}),
    };
    await this.redis
      .multi()
      .set(sessionKey(id), JSON.stringify(stored), 'EX', this.keyTtl())
      .set(seenKey(id), String(now), 'EX', this.keyTtl())
      .sadd(setKey, id)
      .expire(setKey, this.ttlSeconds)
      .exec();
    return { id, actor };
  }

  /**
   * The live session behind an id, its expiry (and its user's session set's) pushed forward;
   * undefined when unknown or expired. Runs on every request: one Redis command, unless this
   * gateway found the session live in the last SESSION_RECHECK_MS (RecentSessions).
   */
  async touch(id: string): Promise<Session | undefined> {
    if (!isSessionId(id)) return undefined;
    const recent = this.recent.lookup(id);
    if (recent !== undefined) return recent;
    const mark = this.recent.mark();
    const raw = await this.redis.touchSession(
      sessionKey(id),
      USER_SESSIONS_KEY,
      seenKey(id),
      this.ttlSeconds,
      nowInSeconds(),
      id,
    );
    if (raw === null) return undefined;
    const stored = storedSessionSchema.safeParse(parseJson(raw));
    if (!stored.success) return undefined;
    const session = { id, actor: stored.data.actor };
    // Never past its absolute end, nor past the sliding expiry the script just set.
    const liveUntil = Math.min(stored.data.notAfter * 1000, Date.now() + this.ttlSeconds * 1000);
    this.recent.remember(session, liveUntil, mark);
    return session;
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
    const writes = this.endingSessionsOf(actor.userId);
    const written: string[] = [];
    ids.forEach((id, index) => {
      const stored = storedSessionSchema.safeParse(parseJson(values[index] ?? ''));
      if (!stored.success) return;
      written.push(id);
      const changed: StoredSession = { ...stored.data, actor };
      writes.set(sessionKey(id), JSON.stringify(changed), 'KEEPTTL', 'XX');
    });
    // The first reply is PUBLISH's.
    const results = ((await writes.exec()) ?? []).slice(1);
    this.recent.forgetUser(actor.userId);
    const live = new Set(written.filter((_id, index) => results[index]?.[1] === 'OK'));
    const expired = ids.filter((id) => !live.has(id));
    if (expired.length > 0) await this.redis.srem(setKey, ...expired);
  }

  async destroy(session: Session): Promise<void> {
    await this.endingSessionsOf(session.actor.userId)
      .del(sessionKey(session.id), seenKey(session.id))
      .srem(userSessionsKey(session.actor.userId), session.id)
      .exec();
    this.recent.forgetUser(session.actor.userId);
  }

  /** Ends every session of a user. */
  async revokeAll(userId: number): Promise<void> {
    const ids = await this.redis.smembers(userSessionsKey(userId));
    await this.endingSessionsOf(userId)
      .del(...ids.map(sessionKey), ...ids.map(seenKey), userSessionsKey(userId))
      .exec();
    this.recent.forgetUser(userId);
  }

  /** Ends every session of a user but `keepId`; answers how many ended. */
  async revokeOthers(userId: number, keepId: string): Promise<number> {
    const others = (await this.redis.smembers(userSessionsKey(userId))).filter((id) => id !== keepId);
    if (others.length === 0) return 0;
    const results = await this.endingSessionsOf(userId)
      .del(...others.map(sessionKey))
      .del(...others.map(seenKey))
      .srem(userSessionsKey(userId), ...others)
      .exec();
    this.recent.forgetUser(userId);
    return Number(results?.[1]?.[1] ?? 0);
  }

  /**
   * Ends the user's session named by `handle`; false when none of their live sessions has it (so
   * nobody can end a session of someone else's: only the user's own set is searched).
   */
  async revokeByHandle(userId: number, handle: string): Promise<boolean> {
    const id = (await this.redis.smembers(userSessionsKey(userId))).find(
      (each) => sessionHandle(each) === handle,
    );
    if (id === undefined) return false;
    const results = await this.endingSessionsOf(userId)
      .del(sessionKey(id), seenKey(id))
      .srem(userSessionsKey(userId), id)
      .exec();
    this.recent.forgetUser(userId);
    return Number(results?.[1]?.[1] ?? 0) > 0;
  }

  /**
   * The user's live sessions, most recently used first. Ids whose session has ended are dropped
   * from the user's set on the way.
   */
  async list(userId: number): Promise<SessionListing[]> {
    const setKey = userSessionsKey(userId);
    const ids = await this.redis.smembers(setKey);
    if (ids.length === 0) return [];
    const values = await this.redis.mget(...ids.map(sessionKey), ...ids.map(seenKey));
    const now = nowInSeconds();
    const listed: SessionListing[] = [];
    const ended: string[] = [];
    ids.forEach((id, index) => {
      const stored = storedSessionSchema.safeParse(parseJson(values[index] ?? ''));
      if (!stored.success || stored.data.notAfter <= now || stored.data.actor.userId !== userId) {
        ended.push(id);
        return;
      }
      const seen = Number(values[ids.length + index] ?? NaN);
      listed.push({
        handle: sessionHandle(id),
        userAgent: stored.data.userAgent,
        createdAt: stored.data.createdAt === undefined ? undefined : new Date(stored.data.createdAt * 1000),
        lastUsedAt: Number.isInteger(seen) && seen > 0 ? new Date(seen * 1000) : undefined,
      });
    });
    if (ended.length > 0) await this.redis.srem(setKey, ...ended);
    const order = (listing: SessionListing) => (listing.lastUsedAt ?? listing.createdAt)?.getTime() ?? 0;
    return listed.sort((a, b) => order(b) - order(a));
  }

  /**
   * A transaction that announces, with whatever it changes, that the user's sessions changed, so
   * every gateway forgets the ones it remembers (RecentSessions). Its first reply is PUBLISH's.
   */
  private endingSessionsOf(userId: number): ChainableCommander {
    return this.redis.multi().publish(this.endsChannel, String(userId));
  }

  /** A new session's first expiry: the sliding one, unless the absolute lifetime is shorter. */
  private keyTtl(): number {
    return Math.min(this.ttlSeconds, this.absoluteTtlSeconds);
  }
}
