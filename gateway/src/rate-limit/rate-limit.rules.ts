import { createHash } from 'node:crypto';

/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one subject. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  /** Hits counted in the current window. */
  count: number;
  blocked: boolean;
  retryAfterSeconds: number;
}

/** Five reset emails per IP per 15 minutes are plenty for a person and useless for a spammer. */
export const FORGOT_PASSWORD_RULE: RateLimitRule = {
  name: 'forgot-password',
  limit: 5,
  windowSeconds: 15 * 60,
};

/**
 * The Redis key of a subject under a rule. Parts are hashed so that any username (long, unicode,
 * with separators) maps to a short key and two different subjects can never collide by concatenation.
 */
export function rateLimitKey(rule: RateLimitRule, subject: readonly string[]): string {
  const digest = createHash('sha256').update(JSON.stringify(subject)).digest('base64url');
  return `rate-limit:${rule.name}:${digest}`;
}

/** The login subject: the client address and the username as typed, case-insensitively. */
export function loginSubject(ip: string, username: string): string[] {
  return [ip, username.trim().toLowerCase()];
}

/** The state of a window from its count and remaining lifetime (Redis PTTL, negative when none). */
export function rateLimitState(rule: RateLimitRule, count: number, pttlMs: number): RateLimitState {
  return {
    count,
    blocked: count >= rule.limit,
    retryAfterSeconds: pttlMs > 0 ? Math.ceil(pttlMs / 1000) : rule.windowSeconds,
  };
}
