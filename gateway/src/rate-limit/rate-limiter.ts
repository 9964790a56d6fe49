import { Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { problem } from '../http/problem';
import { ProblemException } from '../http/problem.exception';
import type { Actor } from '@crema/contracts/common/rpc';
import {
  rateLimitKey,
  rateLimitState,
  type ActionLimit,
  type RateLimitRule,
  type RateLimitState,
} from './rate-limit.rules';

/** DECR only a live window's counter above zero: a late release never creates a key without expiry. */
const RELEASE_SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

const delayKey = (name: string, subject: readonly string[]) =>
  rateLimitKey({ name: `${name}:delay`, limit: 0, windowSeconds: 0 }, subject);

/** Fixed-window counters in Redis, shared by every gateway replica. */
@Injectable()
export class RateLimiter {
  constructor(private readonly redis: Redis) {}

  /** The current window of a subject, without counting. */
  async peek(rule: RateLimitRule, subject: readonly string[]): Promise<RateLimitState> {
    const key = rateLimitKey(rule, subject);
    const [count, pttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    return rateLimitState(rule, Number(count ?? 0), pttl);
  }

  /** Counts one hit; the window starts with the first hit and is not extended by later ones. */
  async hit(rule: RateLimitRule, subject: readonly string[]): Promise<RateLimitState> {
    const key = rateLimitKey(rule, subject);
    const results = await this.redis
      .multi()
      .set(key, '0', 'EX', rule.windowSeconds, 'NX')
      .incr(key)
      .pttl(key)
      .exec();
    const count = Number(results?.[1]?.[1] ?? 0);
    const pttl = Number(results?.[2]?.[1] ?? -1);
    return rateLimitState(rule, count, pttl);
  }

  /** Gives back one hit of the current window (an attempt that turned out fine); never below zero. */
  async release(rule: RateLimitRule, subject: readonly string[]): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, rateLimitKey(rule, subject));
  }

  /** Forgets a subject's window (e.g. an account's failures once its owner got in). */
  async reset(rule: RateLimitRule, subject: readonly string[]): Promise<void> {
    await this.redis.del(rateLimitKey(rule, subject));
  }

  /** How long a subject must still wait (0 when it need not), after `delay`. */
  async waitOf(name: string, subject: readonly string[]): Promise<number> {
    return Math.max(0, await this.redis.pttl(delayKey(name, subject)));
  }

  /** Makes a subject wait `ms` before its next attempt. */
  async delay(name: string, subject: readonly string[], ms: number): Promise<void> {
    await this.redis.set(delayKey(name, subject), '1', 'PX', Math.max(1, Math.round(ms)));
  }

  /** Counts one action of a person under its limit; 429 (with Retry-After) once over it. */
  enforceFor(limit: ActionLimit, actor: Actor): Promise<void> {
    return this.enforce(limit.rule, [String(actor.userId)], limit.exceeded);
  }

  /** Counts one hit of the subject and answers 429 (with Retry-After) once it is over the limit. */
  async enforce(rule: RateLimitRule, subject: readonly string[], what: string): Promise<void> {
    const state = await this.hit(rule, subject);
    if (state.count > rule.limit) throw tooManyRequests(state, what);
  }
}

/** 429 with Retry-After, in words. */
export function tooManyRequests(state: RateLimitState, what: string): ProblemException {
  const minutes = Math.max(1, Math.ceil(state.retryAfterSeconds / 60));
  const detail = `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return new ProblemException(problem(429, detail, { code: 'rate_limited' }), {
    'retry-after': String(state.retryAfterSeconds),
  });
}
