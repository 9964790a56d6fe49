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
