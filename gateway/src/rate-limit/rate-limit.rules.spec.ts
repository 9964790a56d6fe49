import {
  loginSubject,
  rateLimitKey,
  rateLimitState,
  type RateLimitRule,
} from './rate-limit.rules';

const rule: RateLimitRule = { name: 'login', limit: 10, windowSeconds: 900 };

describe('rate limit rules', () => {
  it('keys a login by address and case-insensitive username', () => {
    expect(rateLimitKey(rule, loginSubject('10.0.0.1', 'Alice'))).toBe(
      rateLimitKey(rule, loginSubject('10.0.0.1', ' alice ')),
    );
    expect(rateLimitKey(rule, loginSubject('10.0.0.1', 'alice'))).not.toBe(
      rateLimitKey(rule, loginSubject('10.0.0.2', 'alice')),
    );
    expect(rateLimitKey(rule, loginSubject('10.0.0.1', 'alice'))).not.toBe(
      rateLimitKey(rule, loginSubject('10.0.0.1', 'bob')),
    );
  });

  it('cannot be confused by separators inside the parts', () => {
    expect(rateLimitKey(rule, ['a:b', 'c'])).not.toBe(rateLimitKey(rule, ['a', 'b:c']));
  });

  it('keeps keys short and namespaced by rule whatever the username', () => {
    const key = rateLimitKey(rule, loginSubject('::1', '💥'.repeat(500)));
    expect(key.startsWith('rate-limit:login:')).toBe(true);
    expect(key.length).toBeLessThan(70);
    expect(rateLimitKey({ ...rule, name: 'forgot-password' }, ['::1'])).not.toBe(rateLimitKey(rule, ['::1']));
  });

  it('blocks once the count reaches the limit', () => {
    expect(rateLimitState(rule, 9, 1000).blocked).toBe(false);
    expect(rateLimitState(rule, 10, 1000).blocked).toBe(true);
  });

  it('rounds Retry-After up to whole seconds and falls back to the window', () => {
    expect(rateLimitState(rule, 10, 1).retryAfterSeconds).toBe(1);
    expect(rateLimitState(rule, 10, 899_001).retryAfterSeconds).toBe(900);
    expect(rateLimitState(rule, 10, -2).retryAfterSeconds).toBe(900);
  });
});
