import { userCount } from './support/database';
import {
  anyNumber,
  cookieAttributes,
  expectClientError,
  expectNoSecrets,
  expectProblem,
} from './support/expectations';
import { ApiClient, SESSION_COOKIE } from './support/http';
import { sharedSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

describe('authentication API', () => {
  const system = sharedSystem();
  let guest: ApiClient;

  beforeEach(() => {
    guest = new ApiClient(system.baseUrl);
  });

  describe('register', () => {
    it('creates the account, answers 201 with the user and signs in with a safe cookie', async () => {
      const user = newUser();
      const response = await guest.post('/api/register', user);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        id: anyNumber,
        username: user.username,
        email: user.email,
        avatarUrl: null,
        isAdmin: false,
        preferences: {
          profileVisibility: 'public',
          defaultBrewMethod: 'Espresso',
          measurementUnit: 'metric',
        },
      });
      expectNoSecrets(response.body);
      expect(response.text).not.toContain(user.password);

      const cookie = response.setCookies.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toBeDefined();
      const attributes = cookieAttributes(cookie ?? '');
      expect(attributes.httponly).toBe(true);
      expect(String(attributes.samesite).toLowerCase()).toBe('lax');
      expect(attributes.path).toBe('/');
      expect(attributes.secure).toBeUndefined();
      expect(guest.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const me = await guest.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body).toEqual(response.body);
    });

    it('lowercases the email and refuses a taken username or email with 409', async () => {
      const user = newUser();
      const first = await guest.post('/api/register', { ...user, email: user.email.toUpperCase() });
      expect(first.status).toBe(201);
      expect((first.body as { email: string }).email).toBe(user.email);
      const before = await userCount(system.databaseUrl);
      const sameName = await new ApiClient(system.baseUrl).post('/api/register', {
        ...newUser(),
        username: user.username.toUpperCase(),
      });
      expect(expectProblem(sameName, 409).errors?.[0]?.path).toBe('username');
      const sameEmail = await new ApiClient(system.baseUrl).post('/api/register', {
        ...newUser(),
        email: user.email,
      });
      expect(expectProblem(sameEmail, 409).errors?.[0]?.path).toBe('email');
      expect(await userCount(system.databaseUrl)).toBe(before);
    });

    it.each([
      [
        'a username under 3 characters',
        { username: 'ab' },
        'username',
        'Username must be at least 3 characters',
      ],
      ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [
        'a password under 8 characters',
        { password: 'short12' },
        'password',
        'Password must be at least 8 characters',
      ],
      ['a missing username', { username: undefined }, 'username', 'Username is required'],
      ['a missing email', { email: undefined }, 'email', 'Email is required'],
      ['a missing password', { password: undefined }, 'password', 'Password is required'],
      ['a numeric username', { username: 12345 }, 'username', 'Username is required'],
      ['an array password', { password: ['aaaaaaaaaa'] }, 'password', 'Password is required'],
      ['an object email', { email: { $ne: '' } }, 'email', 'Email is required'],
      ['an unknown field', { isAdmin: true }, '', 'Unrecognized key: "isAdmin"'],
    ])('answers 400 for %s and writes nothing', async (_case, override, path, message) => {
      const before = await userCount(system.databaseUrl);
      const body: Record<string, unknown> = { ...newUser(), ...override };
      const response = await guest.post('/api/register', body);
      const problem = expectProblem(response, 400);
      expect(problem.errors).toEqual(expect.arrayContaining([{ path, message }]));
      expect(problem.detail).toBe(problem.errors?.[0]?.message);
      expect(guest.sessionId).toBeUndefined();
      expect(await userCount(system.databaseUrl)).toBe(before);
    });

    it.each([
      ['SQL', "' OR 1=1--"],
      ['SQL with a statement', "x'); DROP TABLE identity.users;--"],
      ['HTML', '<script>alert(1)</script>'],
      ['emoji', 'coffee☕lover😀'],
      ['unicode letters', 'Ünïcødé'],
      ['a NUL byte', 'nul\u0000byte'],
      ['right-to-left override', 'abc\u202Edef'],
    ])('refuses a hostile username (%s) with 400 and nothing written', async (_case, username) => {
      const before = await userCount(system.databaseUrl);
      const password = 'hostile-password-1';
      const response = await guest.post('/api/register', {
        username,
        email: `${Date.now()}@example.test`,
        password,
      });
      expectProblem(response, 400);
      expect(await userCount(system.databaseUrl)).toBe(before);
      const login = await new ApiClient(system.baseUrl).post('/api/login', { username, password });
      expectClientError(login);
    });

    it.each([
      ['SQL', "x' OR '1'='1@example.test"],
      ['HTML', '<script>@example.test'],
      ['a NUL byte', 'nul\u0000@example.test'],
      ['too long', `${'a'.repeat(250)}@example.test`],
    ])('refuses a hostile email (%s) with 400 and nothing written', async (_case, email) => {
      const before = await userCount(system.databaseUrl);
      expectProblem(await guest.post('/api/register', { ...newUser(), email }), 400);
      expect(await userCount(system.databaseUrl)).toBe(before);
    });
  });

  describe('malformed requests', () => {
    it('answers 400 for JSON that does not parse', async () => {
      const response = await guest.request('POST', '/api/register', {
        body: '{"username": "abc",',
        headers: { 'content-type': 'application/json' },
      });
      expect(expectProblem(response, 400).detail).toBe('The request body is not valid JSON.');
    });

    it('answers 400 for a JSON body that is not an object', async () => {
      for (const body of ['null', '[]', '"text"', '42']) {
        const response = await guest.request('POST', '/api/register', {
          body,
          headers: { 'content-type': 'application/json' },
        });
        expectProblem(response, 400);
      }
    });

    it('answers 400 for prototype pollution attempts', async () => {
      const response = await guest.request('POST', '/api/register', {
        body: '{"username":"protouser","email":"p@example.test","password":"long-enough","__proto__":{"isAdmin":true}}',
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(response, 400);
    });

    it('answers 400 for a missing body', async () => {
      expectProblem(await guest.request('POST', '/api/register'), 400);
      expectProblem(await guest.request('POST', '/api/login'), 400);
    });

    it('answers 415 for bodies that are not JSON', async () => {
      const user = newUser();
      const form = await guest.request('POST', '/api/register', {
        body: new URLSearchParams({ ...user }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectProblem(form, 415);
      const text = await guest.request('POST', '/api/login', {
        body: JSON.stringify(user),
        headers: { 'content-type': 'text/plain' },
      });
      expectProblem(text, 415);
    });

    it('answers 413 for a 1 MB body and writes nothing', async () => {
      const before = await userCount(system.databaseUrl);
      const response = await guest.post('/api/register', { ...newUser(), bio: 'x'.repeat(1024 * 1024) });
      expect(expectProblem(response, 413).detail).toBe('The request body is too large.');
      expect(await userCount(system.databaseUrl)).toBe(before);
    });

    it('answers 404 problem for an unknown API route', async () => {
      expectProblem(await guest.get('/api/does-not-exist'), 404);
      expectProblem(await guest.post('/api/does-not-exist', {}), 404);
    });
  });

  describe('login, current user and logout', () => {
    it('signs in with a new session id and the user, and logout ends that session', async () => {
      const { user, self } = await signedUpClient(system.baseUrl);
      const response = await guest.post('/api/login', { username: user.username, password: user.password });
      expect(response.status).toBe(200);
      expect(response.body).toEqual((await guest.get('/api/user')).body);
      expect((response.body as { id: number }).id).toBe(self.id);
      expectNoSecrets(response.body);

      const oldCookie = guest.clone();
      const again = await guest.post('/api/login', {
        username: user.username.toUpperCase(),
        password: user.password,
      });
      expect(again.status).toBe(200);
      expect(guest.sessionId).not.toBe(oldCookie.sessionId);
      expectProblem(await oldCookie.get('/api/user'), 401);

      const stolen = guest.clone();
      const logout = await guest.post('/api/logout');
      expect(logout.status).toBe(204);
      expect(logout.text).toBe('');
      const cleared = logout.setCookies.find((value) => value.startsWith(`${SESSION_COOKIE}=`)) ?? '';
      expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      expect(guest.sessionId).toBeUndefined();
      expectProblem(await guest.get('/api/user'), 401);
      expectProblem(await stolen.get('/api/user'), 401);
    });

    it('logout without a session still answers 204', async () => {
      expect((await guest.post('/api/logout')).status).toBe(204);
    });

    it('answers 401 for a wrong password or an unknown user, without telling which', async () => {
      const { user } = await signedUpClient(system.baseUrl);
      const wrong = expectProblem(
        await guest.post('/api/login', { username: user.username, password: 'not-the-password' }),
        401,
      );
      const unknown = expectProblem(
        await guest.post('/api/login', { username: 'nobody_here', password: 'whatever1' }),
        401,
      );
      expect(wrong.detail).toBe(unknown.detail);
      expect(guest.sessionId).toBeUndefined();
    });

    it.each([
      ['a missing username', { password: 'x' }, 'Username is required'],
      ['a missing password', { username: 'someone' }, 'Password is required'],
      ['an empty username', { username: '', password: 'x' }, 'Username is required'],
      ['a numeric password', { username: 'someone', password: 12345678 }, 'Password is required'],
      ['an object username', { username: { $gt: '' }, password: 'x' }, 'Username is required'],
    ])('answers 400 for %s', async (_case, body, message) => {
      expect(expectProblem(await guest.post('/api/login', body), 400).detail).toBe(message);
    });

    it('refuses SQL in the credentials as a plain failed login', async () => {
      const response = await guest.post('/api/login', {
        username: "admin' OR 1=1--",
        password: "' OR '1'='1",
      });
      expectProblem(response, 401);
    });

    it('answers 401 problem to /api/user without a session or with a forged cookie', async () => {
      expectProblem(await guest.get('/api/user'), 401);
      const forged = new ApiClient(system.baseUrl);
      forged.sessionId = 'A'.repeat(43);
      expectProblem(await forged.get('/api/user'), 401);
      forged.sessionId = "'; DROP TABLE x;--";
      expectProblem(await forged.get('/api/user'), 401);
    });
  });

  describe('login rate limit', () => {
    it('answers 429 with Retry-After after 10 failed logins for one address and username', async () => {
      const { user } = await signedUpClient(system.baseUrl);
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await guest.post(
          '/api/login',
          { username: user.username, password: `wrong-${attempt}` },
          from('203.0.113.7'),
        );
        expectProblem(response, 401);
      }
      const blocked = await guest.post(
        '/api/login',
        { username: user.username, password: user.password },
        from('203.0.113.7'),
      );
      expect(expectProblem(blocked, 429).code).toBe('rate_limited');
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Case does not get around it.
      expectProblem(
        await guest.post(
          '/api/login',
          { username: user.username.toUpperCase(), password: user.password },
          from('203.0.113.7'),
        ),
        429,
      );

      // Another address, or another user from the same address, is not affected.
      const elsewhere = await new ApiClient(system.baseUrl).post(
        '/api/login',
        { username: user.username, password: user.password },
        from('198.51.100.9'),
      );
      expect(elsewhere.status).toBe(200);
      const other = await signedUpClient(system.baseUrl);
      const sameAddress = await new ApiClient(system.baseUrl).post(
        '/api/login',
        { username: other.user.username, password: other.user.password },
        from('203.0.113.7'),
      );
      expect(sameAddress.status).toBe(200);
      // A success elsewhere did not reset the blocked counter.
      expectProblem(
        await guest.post(
          '/api/login',
          { username: user.username, password: user.password },
          from('203.0.113.7'),
        ),
        429,
      );
    });
    it('lets at most the limit through a burst of 50 concurrent attempts', async () => {
      const { user } = await signedUpClient(system.baseUrl);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, attempt) =>
          new ApiClient(system.baseUrl).post(
            '/api/login',
            { username: user.username, password: `burst-${attempt}` },
            { headers: { 'x-forwarded-for': '203.0.113.50' } },
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    });

    it('lets at most the limit reach the password check in a burst of wrong then right passwords', async () => {
      const { user } = await signedUpClient(system.baseUrl);
      const from = { headers: { 'x-forwarded-for': '203.0.113.51' } };
      // A guesser's 45 wrong tries with the right password among the last 5, all at once: the
      // counter is taken before the check, so neither concurrency nor a success lets more through.
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, attempt) =>
          new ApiClient(system.baseUrl).post(
            '/api/login',
            { username: user.username, password: attempt < 45 ? `guess-${attempt}` : user.password },
            from,
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
      expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
      // And the limit still holds for that address and username after the burst.
      expectProblem(
        await new ApiClient(system.baseUrl).post(
          '/api/login',
          { username: user.username, password: user.password },
          from,
        ),
        429,
      );
    });

    it('slows an account guessed from many addresses with a backoff, never a lockout', async () => {
      const { user } = await signedUpClient(system.baseUrl);
      // 20 failures are free (from anywhere); the 21st makes the next attempt wait a second.
      for (let attempt = 1; attempt <= 21; attempt += 1) {
        const response = await new ApiClient(system.baseUrl).post(
          '/api/login',
          { username: user.username, password: `spray-${attempt}` },
          { headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
        );
        expectProblem(response, 401);
      }
      const owner = new ApiClient(system.baseUrl);
      const login = () =>
        owner.post(
          '/api/login',
          { username: user.username, password: user.password },
          { headers: { 'x-forwarded-for': '192.0.2.200' } },
        );
      const waiting = await login();
      expect(expectProblem(waiting, 429).detail).toMatch(/for this account/);
      expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await login()).status).toBe(200);
    });
  });

  describe('cross-site requests', () => {
    it('refuses state-changing requests from a foreign Origin with 403', async () => {
      const before = await userCount(system.databaseUrl);
      const response = await guest.post('/api/register', newUser(), {
        headers: { origin: 'https://evil.example' },
      });
      expect(expectProblem(response, 403).detail).toBe('Cross-site requests are not allowed.');
      expect(await userCount(system.databaseUrl)).toBe(before);
      expectProblem(await guest.post('/api/logout', undefined, { headers: { origin: 'null' } }), 403);
    });

    it('refuses what the browser marks as cross-site', async () => {
      const response = await guest.post(
        '/api/login',
        { username: 'x', password: 'y' },
        { headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expectProblem(response, 403);
    });

    it('accepts the app origin and the origin the request was sent to', async () => {
      const own = new URL(system.baseUrl).origin;
      const response = await guest.post('/api/register', newUser(), {
        headers: { origin: own, 'sec-fetch-site': 'same-origin' },
      });
      expect(response.status).toBe(201);
    });

    it('lets GET requests through whatever their origin', async () => {
      expect((await guest.get('/healthz', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
    });
  });
});
