import { createHash } from 'node:crypto';

/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one subject. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** A per-person limit of an action, with the words of its 429 (REST and GraphQL count it alike). */
export interface ActionLimit {
  rule: RateLimitRule;
  exceeded: string;
}

export interface RateLimitState {
  /** Hits counted in the current window. */
  count: number;
  blocked: boolean;
  retryAfterSeconds: number;
}

/**
 * Posting check-ins, per user: the ceiling of the admin setting checkins.max-per-hour (at most
 * 1000), which the checkins service enforces over a rolling hour (60 by default). This counts
 * attempts before any photo is decoded, so a script cannot make the gateway re-encode images
 * without end once the service refuses it.
 */
export const CREATE_CHECK_IN_RULE: RateLimitRule = {
  name: 'check-in-create',
  limit: 1000,
  windowSeconds: 60 * 60,
};

/** Comments, per user: a lively conversation fits, a spam run does not. */
export const COMMENT_RULE: RateLimitRule = {
  name: 'comment-create',
  limit: 60,
  windowSeconds: 10 * 60,
};

export const CREATE_CHECK_IN_LIMIT: ActionLimit = {
  rule: CREATE_CHECK_IN_RULE,
  exceeded: 'You have posted a lot of check-ins lately.',
};
export const COMMENT_LIMIT: ActionLimit = {
  rule: COMMENT_RULE,
  exceeded: 'You have written a lot of comments lately.',
};

/** Reports, per user: each one lands in the moderators' queue. */
export const REPORT_RULE: RateLimitRule = {
  name: 'check-in-report',
  limit: 20,
  windowSeconds: 60 * 60,
};

export const REPORT_LIMIT: ActionLimit = {
  rule: REPORT_RULE,
  exceeded: 'You have sent a lot of reports lately.',
};

/** Follows and unfollows, per user: building a circle fits easily, a follow-spam script does not. */
export const FOLLOW_RULE: RateLimitRule = {
  name: 'follow',
  limit: 300,
  windowSeconds: 60 * 60,
};

export const FOLLOW_LIMIT: ActionLimit = {
  rule: FOLLOW_RULE,
  exceeded: 'You have followed and unfollowed a lot of people lately.',
};

/**
 * Searches, per client address: typing with a 300 ms debounce stays far below it; a scraper
 * walking the catalogue does not.
 */
export const SEARCH_RULE: RateLimitRule = {
  name: 'search',
  limit: 300,
  windowSeconds: 5 * 60,
};

/**
 * Browser span reports, per client address: a tab flushes every 10 s or per 20 requests, so even a
 * few busy tabs behind one address stay below it; a script flooding the collector does not.
 */
export const BROWSER_SPANS_RULE: RateLimitRule = {
  name: 'browser-spans',
  limit: 60,
  windowSeconds: 60,
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
