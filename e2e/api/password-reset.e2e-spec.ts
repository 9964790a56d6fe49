import { randomBytes } from 'node:crypto';
import { redisContents } from '@crema/testing';
import { sql } from './support/database';
import { expectNoSecrets, expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { mailsTo, resetLinkIn, waitForMail } from './support/mail';
import { sharedSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

describe('password reset API', () => {
  const system = sharedSystem();
  let guest: ApiClient;
  let addressCounter = 0;
  /** Forgot-password is limited per address: each test speaks from its own. */
  const fromNewAddress = () => {
    addressCounter += 1;
    return { headers: { 'x-forwarded-for': `192.0.2.${addressCounter}` } };
  };

  beforeEach(() => {
    guest = new ApiClient(system.baseUrl);
  });

  async function requestResetToken(email: string, seen = new Set<string>()) {
    const response = await guest.post('/api/forgot-password', { email }, fromNewAddress());
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ ok: true });
    const mail = await waitForMail(system.mailDir, email, seen);
    return { ...resetLinkIn(mail.text), file: mail.file };
  }

  it('forgot → email → validate → reset → old sessions end, new password works, old does not', async () => {
    const { client, user } = await signedUpClient(system.baseUrl);
    const { url, token } = await requestResetToken(user.email);
    expect(url.pathname).toBe('/reset-password');
    expect(token).toHaveLength(43);
    // The mailed link exists in the mail alone: no Redis key or value holds it (docs/adr/0007).
    const leaks = [...(await redisContents(system.redisUrl, system.redisPrefix))].filter(
      ([key, value]) => `${key} ${value}`.includes(token) || value.includes(url.origin),
    );
    expect(leaks).toEqual([]);

    const check = await guest.get(`/api/reset-password?token=${token}`);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ ok: true });

    const newPassword = 'reset-password-123';
    const reset = await guest.post('/api/reset-password', { token, password: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ ok: true });
    expectNoSecrets(reset.body);

    expectProblem(await client.get('/api/user'), 401);
    expectProblem(
      await new ApiClient(system.baseUrl).post('/api/login', {
        username: user.username,
        password: user.password,
      }),
      401,
    );
    expect(
      (
        await new ApiClient(system.baseUrl).post('/api/login', {
          username: user.username,
          password: newPassword,
        })
      ).status,
    ).toBe(200);

    // The token works once.
    expectProblem(await guest.get(`/api/reset-password?token=${token}`), 404);
    expectProblem(await guest.post('/api/reset-password', { token, password: 'yet-another-pass' }), 404);
    expectProblem(
      await new ApiClient(system.baseUrl).post('/api/login', {
        username: user.username,
        password: 'yet-another-pass',
      }),
      401,
    );
  });

  it('revokes every personal access token of the account (a reset may be recovery from compromise)', async () => {
    const { client, user } = await signedUpClient(system.baseUrl);
    const created = await client.post('/api/user/tokens', {
      name: 'Left by an intruder',
      scopes: ['read', 'write'],
    });
    expect(created.status).toBe(201);
    const { token: pat } = created.body as { token: string };
    const byToken = () =>
      new ApiClient(system.baseUrl).get('/api/user', { headers: { authorization: `Bearer ${pat}` } });
    expect((await byToken()).status).toBe(200);

    const { token } = await requestResetToken(user.email);
    expect((await guest.post('/api/reset-password', { token, password: 'taken-back-password' })).status).toBe(
      200,
    );

    const refused = expectProblem(await byToken(), 401);
    expect(refused).toBeDefined();
    const signedIn = new ApiClient(system.baseUrl);
    expect(
      (await signedIn.post('/api/login', { username: user.username, password: 'taken-back-password' }))
        .status,
    ).toBe(200);
    expect((await signedIn.get('/api/user/tokens')).body).toEqual([]);
  });

  it('answers the same 202 for an unknown address and sends nothing', async () => {
    const email = `${newUser().username}@nobody.example`;
    const response = await guest.post('/api/forgot-password', { email }, fromNewAddress());
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ ok: true });
    // Give the worker the time it takes to write a real mail.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsTo(system.mailDir, email)).toEqual([]);
  });

  it('refuses an expired token', async () => {
    const { user, self } = await signedUpClient(system.baseUrl);
    const { token } = await requestResetToken(user.email);
    await sql(
      system.databaseUrl,
      "UPDATE identity.password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [self.id],
    );
    expectProblem(await guest.get(`/api/reset-password?token=${token}`), 404);
    expectProblem(await guest.post('/api/reset-password', { token, password: 'too-late-password' }), 404);
    expect(
      (
        await new ApiClient(system.baseUrl).post('/api/login', {
          username: user.username,
          password: user.password,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an unknown but well-formed token with 404 and a malformed one with 400', async () => {
    const unknown = randomBytes(32).toString('base64url');
    expectProblem(await guest.get(`/api/reset-password?token=${unknown}`), 404);
    expectProblem(
      await guest.post('/api/reset-password', { token: unknown, password: 'whatever-password' }),
      404,
    );
    for (const token of ['short', "' OR 1=1--", '<script>', '%00'.repeat(43)]) {
      expectProblem(await guest.get(`/api/reset-password?token=${encodeURIComponent(token)}`), 400);
    }
    expectProblem(await guest.get('/api/reset-password'), 400);
  });

  it.each([
    [
      'a password under 8 characters',
      { password: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    ['a missing password', { password: undefined }, 'password', 'Password is required'],
    ['a missing token', { token: undefined }, 'token', 'Reset token is required'],
    ['a numeric password', { password: 123456789 }, 'password', 'Password is required'],
  ])(
    'POST /api/reset-password answers 400 for %s and the token stays usable',
    async (_case, override, path, message) => {
      const { user } = await signedUpClient(system.baseUrl);
      const { token } = await requestResetToken(user.email);
      const body: Record<string, unknown> = { token, password: 'a-valid-password', ...override };
      const problem = expectProblem(await guest.post('/api/reset-password', body), 400);
      expect(problem.errors).toEqual(expect.arrayContaining([{ path, message }]));
      expect((await guest.get(`/api/reset-password?token=${token}`)).status).toBe(200);
    },
  );

  it.each([
    ['an invalid email', { email: 'not-an-email' }],
    ['a missing email', {}],
    ['a numeric email', { email: 42 }],
    ['SQL', { email: "' OR 1=1--" }],
  ])('POST /api/forgot-password answers 400 for %s', async (_case, body) => {
    expectProblem(await guest.post('/api/forgot-password', body, fromNewAddress()), 400);
  });

  it('limits reset requests per address with 429 and Retry-After', async () => {
    const from = { headers: { 'x-forwarded-for': '198.51.100.200' } };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await guest.post('/api/forgot-password', { email: 'someone@nobody.example' }, from)).status,
      ).toBe(202);
    }
    const blocked = await guest.post('/api/forgot-password', { email: 'someone@nobody.example' }, from);
    expectProblem(blocked, 429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
