import { expectProblem } from './support/expectations';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { signedUpClient } from './support/users';

/** A gateway whose sessions end 3 s after sign-in, however busy: SESSION_ABSOLUTE_TTL_SECONDS. */
const ABSOLUTE_SECONDS = 3;

describe('session absolute lifetime', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await bootSystem({
      SESSION_TTL_SECONDS: '600',
      SESSION_ABSOLUTE_TTL_SECONDS: String(ABSOLUTE_SECONDS),
    });
  }, BOOT_TIMEOUT_MS);
  afterAll(() => system?.stop());

  it('refuses a session older than the absolute lifetime although it was used all along', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const signedInAt = Date.now();
    // In use twice a second: the sliding expiry (600 s) alone would never end it.
    while (Date.now() - signedInAt < (ABSOLUTE_SECONDS - 1) * 1000) {
      expect((await client.get('/api/user')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) =>
      setTimeout(resolve, ABSOLUTE_SECONDS * 1000 - (Date.now() - signedInAt) + 1100),
    );
    expectProblem(await client.get('/api/user'), 401);
  });

  it('gives a fresh sign-in a fresh lifetime', async () => {
    const { client, user } = await signedUpClient(system.baseUrl);
    await new Promise((resolve) => setTimeout(resolve, (ABSOLUTE_SECONDS + 1) * 1000));
    expectProblem(await client.get('/api/user'), 401);
    expect(
      (await client.post('/api/login', { username: user.username, password: user.password })).status,
    ).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});
