import { registerUser, verifyCredentials } from '@crema/contracts/identity/rpc';
import { RpcError } from '@crema/messaging';
import { PASSWORD, startIdentity, type IdentityFixture } from './identity-fixture';

/**
 * A burst of registrations against the real service with one argon2 slot and a queue of 4: the
 * service refuses what it cannot start soon (503 with Retry-After) instead of queueing without end,
 * and a login sent in the middle of the burst is not refused and waits a bounded time.
 */
describe('the password hash gate under a burst of registrations', () => {
  let identity: IdentityFixture;

  beforeAll(async () => {
    identity = await startIdentity({
      serviceEnv: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE_LIMIT: '4' },
    });
  });
  afterAll(() => identity?.close());

  // Thirty argon2 registrations run one at a time: seconds alone, far more on a loaded machine.
  it('refuses most of the burst at once and still signs the login in', async () => {
    const member = await identity.register({ username: 'steady_login', password: PASSWORD });
    // One login alone: what a verification costs on this machine now.
    let started = Date.now();
    await identity.rpc.send(verifyCredentials, { username: member.username, password: PASSWORD });
    const aloneMs = Date.now() - started;

    const burst = Array.from({ length: 30 }, (_, index) =>
      identity.rpc.send(registerUser, {
        username: `burst_${index}`,
        email: `burst${index}@example.com`,
        password: PASSWORD,
      }),
    );
    started = Date.now();
    const login = await identity.rpc.send(verifyCredentials, {
      username: member.username,
      password: PASSWORD,
    });
    const duringBurstMs = Date.now() - started;
    expect(login.id).toBe(member.id);

    const outcomes = await Promise.allSettled(burst);
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' && outcome.reason instanceof RpcError ? [outcome.reason.body] : [],
    );
    const registered = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    // One running and two queued (registrations may fill half the queue) at any moment: most of a
    // burst that arrives within milliseconds is refused.
    expect(refused.length).toBeGreaterThanOrEqual(15);
    expect(registered.length + refused.length).toBe(30);
    for (const body of refused) {
      expect(body).toMatchObject({ status: 503, code: 'unavailable' });
      expect(body.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    // The login waited for at most the three registrations ahead of it and itself (generous slack
    // for a busy machine): bounded, not behind thirty hashes.
    expect(duringBurstMs).toBeLessThan(Math.max(8 * aloneMs, 2_000) + 3_000);
    console.info(`login alone ${aloneMs} ms; during a burst of 30 registrations ${duringBurstMs} ms`);
  }, 60_000);
});
