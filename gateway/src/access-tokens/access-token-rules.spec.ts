import type { ProblemException } from '../http/problem.exception';
import { bearerTokenOf, tokenRefusal, type TokenRequest } from './access-token-rules';

const read: TokenRequest = { access: 'user', method: 'GET', changesState: false, scopes: ['read'] };

function statusOf(refusal: ProblemException | undefined): number {
  return refusal?.problem.status ?? 200;
}

describe('bearer tokens', () => {
  it('reads the token of a Bearer authorization, whatever the scheme case', () => {
    expect(bearerTokenOf('Bearer crema_pat_abc')).toBe('crema_pat_abc');
    expect(bearerTokenOf('bearer   crema_pat_abc ')).toBe('crema_pat_abc');
    expect(bearerTokenOf('Bearer ')).toBe('');
    expect(bearerTokenOf('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerTokenOf(undefined)).toBeUndefined();
  });
});

describe('token scopes and routes', () => {
  it('lets read do safe methods only', () => {
    expect(statusOf(tokenRefusal(read))).toBe(200);
    expect(statusOf(tokenRefusal({ ...read, method: 'HEAD' }))).toBe(200);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'delete']) {
      expect(statusOf(tokenRefusal({ ...read, method }))).toBe(403);
    }
    expect(statusOf(tokenRefusal({ ...read, changesState: true }))).toBe(403);
  });

  it('tells which scope is missing', () => {
    expect(tokenRefusal({ ...read, method: 'POST' })?.headers).toEqual({
      'www-authenticate': 'Bearer error="insufficient_scope", scope="write"',
    });
    expect(tokenRefusal({ ...read, scopes: ['write'] })?.headers['www-authenticate']).toContain(
      'scope="read"',
    );
  });

  it('lets write change state, and read and write do both', () => {
    expect(statusOf(tokenRefusal({ ...read, method: 'POST', scopes: ['write'] }))).toBe(200);
    expect(statusOf(tokenRefusal({ ...read, method: 'DELETE', scopes: ['read', 'write'] }))).toBe(200);
    expect(statusOf(tokenRefusal({ ...read, scopes: ['read', 'write'] }))).toBe(200);
  });

  it('never reaches administrator routes or routes that need a cookie session', () => {
    const all: TokenRequest = { ...read, scopes: ['read', 'write'] };
    expect(statusOf(tokenRefusal({ ...all, access: 'admin' }))).toBe(403);
    expect(statusOf(tokenRefusal({ ...all, access: 'session' }))).toBe(403);
    expect(statusOf(tokenRefusal({ ...all, access: 'public' }))).toBe(200);
  });
});
