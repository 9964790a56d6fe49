import { createHash } from 'node:crypto';
import { redisContents } from '@crema/testing';
import { anyString, expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { sharedSystem } from './support/system';
import { signedUpClient, type TestUser } from './support/users';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Listed {
  id: string;
  browser: string;
  device: string;
  createdAt: string | null;
  lastUsedAt: string | null;
  current: boolean;
}

describe('session list API (docs/adr/0030)', () => {
  const system = sharedSystem();
  let address = 0;

  /** Another device of the person: its own cookie jar, user agent and address. */
  async function signIn(user: TestUser, userAgent: string): Promise<ApiClient> {
    const device = new ApiClient(system.baseUrl);
    address += 1;
    const response = await device.post(
      '/api/login',
      { username: user.username, password: user.password },
      { headers: { 'user-agent': userAgent, 'x-forwarded-for': `198.51.100.${address}` } },
    );
    expect(response.status).toBe(200);
    return device;
  }

  const list = async (client: ApiClient) => {
    const response = await client.get('/api/user/sessions');
    expect(response.status).toBe(200);
    return response.body as Listed[];
  };

  it('lists the person’s live sessions with browser, device, times and this one marked, and never a session id', async () => {
    const { client, user } = await signedUpClient(system.baseUrl);
    const laptop = await signIn(user, FIREFOX_LINUX);
    await signIn(user, SAFARI_IPHONE);
    expect((await laptop.get('/api/user')).status).toBe(200);

    const sessions = await list(laptop);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) as unknown,
      browser: 'Firefox',
      device: 'Linux',
      createdAt: anyString,
      lastUsedAt: expect.stringMatching(/:00\.000Z$/) as unknown,
      current: true,
    });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => `${session.browser} on ${session.device}`)).toEqual(
      expect.arrayContaining(['Safari on iPhone', 'Firefox on Linux']),
    );
    const text = JSON.stringify(sessions);
    for (const device of [client, laptop]) expect(text).not.toContain(device.sessionId);
    // A handle is derived one way from the id: it is not an id of anything in Redis.
    const keys = [...(await redisContents(system.redisUrl, system.redisPrefix)).keys()].join(' ');
    for (const session of sessions) expect(keys).not.toContain(session.id);
  });

  it('ends one of the person’s own sessions; the device behind it is signed out, the rest stay', async () => {
    const { client, user } = await signedUpClient(system.baseUrl);
    const phone = await signIn(user, SAFARI_IPHONE);
    const handle = (await list(client)).find((session) => session.browser === 'Safari')?.id;
    expect(handle).toBeDefined();

    expect((await client.delete(`/api/user/sessions/${handle}`)).status).toBe(204);
    expectProblem(await phone.get('/api/user'), 401);
    expect((await client.get('/api/user')).status).toBe(200);
    expect(await list(client)).toHaveLength(1);
    // Gone is gone: a second try is 404.
    expectProblem(await client.delete(`/api/user/sessions/${handle}`), 404);
  });

  it('cannot end someone else’s session: 404, and that session lives on', async () => {
    const owner = await signedUpClient(system.baseUrl);
    const intruder = await signedUpClient(system.baseUrl);
    const [ownerSession] = await list(owner.client);
    expectProblem(await intruder.client.delete(`/api/user/sessions/${ownerSession?.id}`), 404);
    expect((await owner.client.get('/api/user')).status).toBe(200);
    // Nor by the id itself (the cookie value), which is not a handle.
    expectProblem(await intruder.client.delete(`/api/user/sessions/${owner.client.sessionId}`), 400);
    expect((await owner.client.get('/api/user')).status).toBe(200);
  });

  it('ending this session signs out and clears the cookie', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const [self] = await list(client);
    const response = await client.delete(`/api/user/sessions/${self?.id}`);
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join(';')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expectProblem(await client.get('/api/user'), 401);
  });

  it('“sign out everywhere else” ends every other session and keeps this one', async () => {
    const { client, user } = await signedUpClient(system.baseUrl);
    const others = [await signIn(user, FIREFOX_LINUX), await signIn(user, SAFARI_IPHONE)];
    const bystander = await signedUpClient(system.baseUrl);

    const response = await client.post('/api/user/sessions/end-others');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ended: 2 });
    for (const other of others) expectProblem(await other.get('/api/user'), 401);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await bystander.client.get('/api/user')).status).toBe(200);
    const left = await list(client);
    expect(left).toEqual([expect.objectContaining({ current: true })]);
    expect((await client.post('/api/user/sessions/end-others')).body).toEqual({ ended: 0 });
  });

  it('refuses a personal access token (403) and a malformed handle (400)', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const created = await client.post('/api/user/tokens', { name: 'Reader', scopes: ['read', 'write'] });
    const headers = { authorization: `Bearer ${(created.body as { token: string }).token}` };
    const byToken = new ApiClient(system.baseUrl);
    expectProblem(await byToken.get('/api/user/sessions', { headers }), 403);
    expectProblem(await byToken.post('/api/user/sessions/end-others', undefined, { headers }), 403);
    const handle = createHash('sha256')
      .update(client.sessionId ?? '')
      .digest('base64url')
      .slice(0, 22);
    expectProblem(await byToken.delete(`/api/user/sessions/${handle}`, { headers }), 403);
    expectProblem(await client.delete('/api/user/sessions/not-a-handle'), 400);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});
