import { FEATURE_MODULES } from '../../../gateway/src/app.module';
import { declaredRoutes } from '../../../gateway/src/http/declared-routes';
import { adminClient } from '../support/admin';
import { checkinsCounts, createCheckIn } from '../support/check-ins';
import { userCount } from '../support/database';
import { ApiClient, SESSION_COOKIE } from '../support/http';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../support/system';
import { newUser, signedUpClient, type TestUser } from '../support/users';

/**
 * Issue 13, item 4: the Origin check of ADR 0003 on every state-changing route, and the security
 * headers on every GET route and a sample of pages. Routes come from the controllers' metadata.
 */
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const CROSS_SITE_DETAIL = 'Cross-site requests are not allowed.';

/** What a forged cross-site request can look like to the gateway. */
const FORGERIES: readonly [string, Record<string, string>][] = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['Origin: null (sandboxed frame, data: URL)', { origin: 'null' }],
  ['a look-alike Origin', { origin: 'http://127.0.0.1.evil.example' }],
  ['Sec-Fetch-Site: cross-site (no Origin)', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: cross-site with our own Origin', { 'sec-fetch-site': 'cross-site', origin: 'SELF' }],
];

/**
 * Authorized by a token in their URL, never a cookie, so a cross-site request has nothing to ride
 * on, and mail clients POST them from anywhere (RFC 8058; @OneClickUnsubscribe, ADR 0015).
 */
const URL_TOKEN_ROUTES = new Set(['POST /api/email/unsubscribe']);

const routes = declaredRoutes(FEATURE_MODULES);
const stateChanging = routes.filter(
  (route) => UNSAFE.has(route.method) && !URL_TOKEN_ROUTES.has(`${route.method.toUpperCase()} ${route.path}`),
);
const readable = routes.filter((route) => route.method === 'get');

describe('CSRF and security headers (issue 13, item 4)', () => {
  const system = sharedSystem();
  let person: ApiClient;
  let user: TestUser;
  let admin: ApiClient;
  let checkInId: number;
  let username: string;

  beforeAll(async () => {
    admin = await adminClient(system);
    const signedUp = await signedUpClient(system.baseUrl, newUser('csrf'));
    person = signedUp.client;
    user = signedUp.user;
    username = signedUp.self.username;
    checkInId = (await createCheckIn(person)).id;
  }, BOOT_TIMEOUT_MS);

  /** The route's path with real ids where it names one, so a request that got through would act. */
  function pathOf(path: string): string {
    return path
      .replace('{username}', username)
      .replace('{file}', 'missing.webp')
      .replace('{key}', 'csrf.note')
      .replace(/\{[A-Za-z]+\}/g, String(checkInId));
  }

  /** A body that would succeed for the routes that matter most, so a refusal is what stops it. */
  function bodyOf(method: string, path: string): unknown {
    if (path === '/api/user/account') return { currentPassword: user.password };
    if (path === '/api/user/password')
      return {
        currentPassword: user.password,
        newPassword: 'csrf-new-pass-1',
        confirmPassword: 'csrf-new-pass-1',
      };
    if (path === '/api/user/settings') return { bio: 'forged' };
    if (path === '/api/check-ins/{id}/comments') return { content: 'forged' };
    return method === 'delete' ? undefined : {};
  }

  it(`refuses every state-changing route (${stateChanging.length}) × ${FORGERIES.length} forgeries with 403, changing nothing`, async () => {
    const before = {
      users: await userCount(system.databaseUrl),
      checkins: await checkinsCounts(system.databaseUrl),
    };
    const own = new URL(system.baseUrl).origin;
    const wrong: string[] = [];
    let cases = 0;
    for (const route of stateChanging) {
      // Administrators' routes with an administrator's cookie: the refusal must not be the admin check.
      const client = route.path.startsWith('/api/admin/') ? admin : person;
      for (const [forgery, headers] of FORGERIES) {
        const sent = Object.fromEntries(
          Object.entries(headers).map(([name, value]) => [name, value === 'SELF' ? own : value]),
        );
        const response = await client.clone().request(route.method.toUpperCase(), pathOf(route.path), {
          headers: sent,
          ...(bodyOf(route.method, route.path) !== undefined
            ? { json: bodyOf(route.method, route.path) }
            : {}),
        });
        cases += 1;
        const detail = (response.body as { detail?: string } | undefined)?.detail;
        if (response.status !== 403 || detail !== CROSS_SITE_DETAIL)
          wrong.push(
            `${route.method.toUpperCase()} ${route.path} with ${forgery}: ${response.status} ${detail}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBe(stateChanging.length * FORGERIES.length);
    expect({
      users: await userCount(system.databaseUrl),
      checkins: await checkinsCounts(system.databaseUrl),
    }).toEqual(before);
    // The forged logout, password change and deletion did not end the session.
    expect((await person.get('/api/user')).status).toBe(200);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
  });

  it('lets a request without Origin through (ADR 0003: not a browser, so no victim cookie), and our own origin', async () => {
    // Harmless requests: a guest registering and a signed-in person saving their own settings.
    const guest = new ApiClient(system.baseUrl);
    expect((await guest.post('/api/register', newUser('noorigin'))).status).toBe(201);
    expect((await person.patch('/api/user/settings', { bio: 'mine' })).status).toBe(200);
    const own = { origin: new URL(system.baseUrl).origin, 'sec-fetch-site': 'same-origin' };
    expect((await person.patch('/api/user/settings', { bio: 'mine too' }, { headers: own })).status).toBe(
      200,
    );
  });

  it('exempts only routes authorized by a URL token: they exist, and a foreign Origin is not what refuses them', async () => {
    const declared = new Set(routes.map((route) => `${route.method.toUpperCase()} ${route.path}`));
    for (const key of URL_TOKEN_ROUTES) {
      expect(declared.has(key)).toBe(true);
      const [method = 'POST', path = '/'] = key.split(' ');
      const response = await person.request(method, path, { headers: { origin: 'https://mail.example' } });
      expect((response.body as { detail?: string }).detail).not.toBe(CROSS_SITE_DETAIL);
    }
  });

  it('refuses the state-changing GET (@ChangesState) from another site, even same-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await admin.get('/api/admin/init', { headers: { 'sec-fetch-site': site } });
      expect([site, response.status]).toEqual([site, 403]);
    }
  });

  /** The answer's headers only: streams never end, so the body is cancelled unread. */
  async function headersOf(path: string, cookie: boolean): Promise<{ status: number; headers: Headers }> {
    const abort = new AbortController();
    const response = await fetch(new URL(path, system.baseUrl), {
      headers: cookie && person.sessionId ? { cookie: `${SESSION_COOKIE}=${person.sessionId}` } : {},
      redirect: 'manual',
      signal: abort.signal,
    });
    abort.abort();
    return { status: response.status, headers: response.headers };
  }

  function missingSecurityHeaders(headers: Headers): string[] {
    const missing: string[] = [];
    const csp = headers.get('content-security-policy') ?? '';
    if (!/frame-ancestors 'none'/.test(csp)) missing.push('CSP frame-ancestors');
    if (!/default-src 'self'/.test(csp)) missing.push('CSP default-src');
    if (headers.get('x-content-type-options') !== 'nosniff') missing.push('nosniff');
    if (headers.get('x-frame-options') !== 'DENY') missing.push('X-Frame-Options');
    if (headers.get('referrer-policy') !== 'strict-origin-when-cross-origin') missing.push('Referrer-Policy');
    return missing;
  }

  it(`sends the security headers on every GET route (${readable.length}), for a guest and signed in, and no-store on API answers`, async () => {
    const wrong: string[] = [];
    for (const route of readable) {
      for (const cookie of [false, true]) {
        const { status, headers } = await headersOf(pathOf(route.path), cookie);
        const missing = missingSecurityHeaders(headers);
        // What the API answers is per person (and private): no cache may keep it. Routes that set
        // their own policy (public link-preview cards, photos, the OpenAPI document) keep it.
        const cache = headers.get('cache-control') ?? '';
        if (
          route.path.startsWith('/api/') &&
          route.path !== '/api/openapi.json' &&
          !/no-store|no-cache/.test(cache)
        )
          missing.push(`cache-control (${cache || 'none'})`);
        if (missing.length)
          wrong.push(`GET ${route.path} ${cookie ? 'signed in' : 'guest'} ${status}: ${missing.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(['/', '/login', '/developers', '/admin', `/users/x`, '/no-such-page', '/reset-password?token=x'])(
    'sends the security headers on the page %s',
    async (path) => {
      const { status, headers } = await headersOf(path, true);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      expect(missingSecurityHeaders(headers)).toEqual([]);
    },
  );
});
