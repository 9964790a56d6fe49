import { createHash } from 'node:crypto';
import { sql } from './support/database';
import { expectProblem } from './support/expectations';
import { ApiClient, type ApiResponse } from './support/http';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { signedUpClient } from './support/users';

/** Small, so the test reaches it; the default is 600 a minute. */
const RATE_LIMIT = 8;

interface CreatedToken {
  id: string;
  name: string;
  scopes: string[];
  token: string;
  createdAt: string;
  expiresAt: string | null;
}

describe('personal access tokens API', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await bootSystem({ ACCESS_TOKEN_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  }, BOOT_TIMEOUT_MS);
  afterAll(() => system?.stop());

  /** A client that sends only the bearer token (no cookie jar). */
  function bearer(token: string) {
    const client = new ApiClient(system.baseUrl);
    const headers = { authorization: `Bearer ${token}` };
    return {
      get: (path: string) => client.get(path, { headers }),
      post: (path: string, json?: unknown) => client.post(path, json, { headers }),
      delete: (path: string) => client.delete(path, { headers }),
    };
  }

  async function create(client: ApiClient, body: Record<string, unknown>): Promise<CreatedToken> {
    const response = await client.post('/api/user/tokens', body);
    expect(response.status).toBe(201);
    return response.body as CreatedToken;
  }

  function expectInvalidToken(response: ApiResponse): void {
    expectProblem(response, 401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  }

  it('creates a token shown once, acts for its owner, and is refused after revocation', async () => {
    const { client, self } = await signedUpClient(system.baseUrl);
    const created = await create(client, { name: 'Scale sync', scopes: ['read'] });
    expect(created).toEqual({
      id: expect.any(String) as unknown,
      name: 'Scale sync',
      scopes: ['read'],
      token: expect.stringMatching(/^crema_pat_[A-Za-z0-9_-]{43}$/) as unknown,
      createdAt: expect.any(String) as unknown,
      expiresAt: null,
    });

    const me = await bearer(created.token).get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: self.id, username: self.username, isAdmin: false });
    expect(me.setCookies).toEqual([]);

    const revoked = await client.delete(`/api/user/tokens/${created.id}`);
    expect(revoked.status).toBe(204);
    expectInvalidToken(await bearer(created.token).get('/api/user'));
  });

  it('lets a read token read but not change anything; a write token may', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const { self: other } = await signedUpClient(system.baseUrl);
    const reader = await create(client, { name: 'reader', scopes: ['read'] });
    const writer = await create(client, { name: 'writer', scopes: ['read', 'write'] });

    const refused = await bearer(reader.token).post(`/api/users/${other.id}/follow`);
    expect(expectProblem(refused, 403).detail).toBe('This token lacks the write scope.');
    expect(refused.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="write"');
    expectProblem(await bearer(reader.token).delete(`/api/users/${other.id}/follow`), 403);

    // No Origin check for bearer requests: a token is no ambient credential a foreign page holds.
    const followed = await new ApiClient(system.baseUrl).post(`/api/users/${other.id}/follow`, undefined, {
      headers: { authorization: `Bearer ${writer.token}`, origin: 'https://elsewhere.example' },
    });
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ isFollowing: true });
  });

  it('prefers the token to a cookie sent with it', async () => {
    const { client: owner, self: ownerSelf } = await signedUpClient(system.baseUrl);
    const { client: other } = await signedUpClient(system.baseUrl);
    const { token } = await create(owner, { name: 'mine', scopes: ['read'] });
    const both = await other.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ id: ownerSelf.id });
    expectInvalidToken(await other.get('/api/user', { headers: { authorization: 'Bearer nope' } }));
  });

  it('refuses unknown, malformed and expired tokens with 401 invalid_token', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    expectInvalidToken(await bearer(`crema_pat_${'x'.repeat(43)}`).get('/api/user'));
    expectInvalidToken(await bearer('not-a-token').get('/api/user'));
    const expiring = await create(client, {
      name: 'short-lived',
      scopes: ['read'],
      expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    });
    expect((await bearer(expiring.token).get('/api/user')).status).toBe(200);
    await sql(
      system.databaseUrl,
      "UPDATE identity.personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1",
      [expiring.id],
    );
    expectInvalidToken(await bearer(expiring.token).get('/api/user'));
  });

  it('cannot manage tokens, nor reach session-only or administrator routes', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const { id, token } = await create(client, { name: 'all', scopes: ['read', 'write'] });
    const withToken = bearer(token);
    expectProblem(await withToken.get('/api/user/tokens'), 403);
    expectProblem(await withToken.post('/api/user/tokens', { name: 'minted', scopes: ['read'] }), 403);
    expectProblem(await withToken.delete(`/api/user/tokens/${id}`), 403);
    expectProblem(await withToken.delete('/api/user/account'), 403);
    expectProblem(await withToken.get('/api/admin/init'), 403);
    expectProblem(await withToken.get('/api/admin/users'), 403);
    expect(((await client.get('/api/user/tokens')).body as unknown[]).length).toBe(1);
  });

  it('validates creations and answers 404 for revoking what is not yours', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const { client: stranger } = await signedUpClient(system.baseUrl);
    for (const body of [
      {},
      { name: '', scopes: ['read'] },
      { name: 'x'.repeat(61), scopes: ['read'] },
      { name: 'none', scopes: [] },
      { name: 'admin', scopes: ['admin'] },
      { name: 'past', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' },
      { name: 'extra', scopes: ['read'], userId: 1 },
    ]) {
      expectProblem(await client.post('/api/user/tokens', body), 400);
    }
    const { id } = await create(client, { name: 'mine', scopes: ['read'] });
    expectProblem(await stranger.delete(`/api/user/tokens/${id}`), 404);
    expectProblem(await client.delete('/api/user/tokens/not-a-uuid'), 400);
    expectProblem(await new ApiClient(system.baseUrl).get('/api/user/tokens'), 401);
  });

  // The exact list shape proves no secret field; expiresAt here is the token's, not a reset token's.
  it('never lists the secret and stores only its SHA-256', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const created = await create(client, { name: 'hashed', scopes: ['read'] });
    await bearer(created.token).get('/api/user');
    const list = await client.get('/api/user/tokens');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: created.id,
        name: 'hashed',
        scopes: ['read'],
        prefix: created.token.slice(0, 14),
        createdAt: created.createdAt,
        lastUsedAt: expect.any(String) as unknown,
        expiresAt: null,
      },
    ]);
    expect(list.text).not.toContain(created.token.slice(14));

    const rows = await sql<{ token_hash: string; token_prefix: string }>(
      system.databaseUrl,
      'SELECT token_hash, token_prefix FROM identity.personal_access_tokens WHERE id = $1',
      [created.id],
    );
    expect(rows).toEqual([
      {
        token_hash: createHash('sha256').update(created.token).digest('hex'),
        token_prefix: created.token.slice(0, 14),
      },
    ]);
  });

  it('counts requests per token with RateLimit headers and answers 429 past the limit', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const { token } = await create(client, { name: 'busy', scopes: ['read'] });
    const { token: other } = await create(client, { name: 'calm', scopes: ['read'] });
    for (let made = 1; made <= RATE_LIMIT; made += 1) {
      const response = await bearer(token).get('/api/user');
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe(String(RATE_LIMIT));
      expect(response.headers.get('ratelimit-remaining')).toBe(String(RATE_LIMIT - made));
      expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    }
    const limited = await bearer(token).get('/api/user');
    expectProblem(limited, 429);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await bearer(other).get('/api/user')).status).toBe(200);
  });
});
