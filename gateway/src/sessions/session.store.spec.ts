import { gatewayEnv, loadEnv, redisEnv } from '@crema/config';
import { createLogger } from '@crema/observability';
import { eventually, uniqueRedisPrefix } from '@crema/testing';
import { Redis } from 'ioredis';
import { RecentSessions } from './recent-sessions';
import { SessionEndListener, sessionEndsChannel } from './session-end-listener';
import { SessionStore, sessionHandle } from './session.store';

/** Remembers nothing: every touch reads Redis, as a gateway does while it cannot hear session ends. */
const forgetful = () => new RecentSessions(0, 0);

/** SessionStore against the real Redis, under a key prefix of this run's own (as CoreModule sets it). */
describe('SessionStore', () => {
  const TTL_SECONDS = 600;
  const redisPrefix = uniqueRedisPrefix();
  const prefix = `${redisPrefix}:gateway:`;
  const env = (settings: Record<string, string> = {}) =>
    loadEnv(gatewayEnv, { SESSION_TTL_SECONDS: String(TTL_SECONDS), REDIS_PREFIX: redisPrefix, ...settings });
  let redis: Redis;
  let store: SessionStore;

  beforeAll(() => {
    redis = new Redis(loadEnv(redisEnv).REDIS_URL, { keyPrefix: prefix });
    store = new SessionStore(redis, forgetful(), env());
  });
  afterAll(async () => {
    // keyPrefix does not apply to KEYS patterns or to DEL of the keys they return, so strip it.
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    await redis.quit();
  });

  it('finds a live session and slides its expiry and its user’s session set’s', async () => {
    const session = await store.create({ userId: 7, isAdmin: false });
    await redis.expire(`session:${session.id}`, 5);
    await redis.expire('user-sessions:7', 5);

    expect(await store.touch(session.id)).toEqual(session);
    expect(await redis.ttl(`session:${session.id}`)).toBeGreaterThan(TTL_SECONDS - 5);
    expect(await redis.ttl('user-sessions:7')).toBeGreaterThan(TTL_SECONDS - 5);
  });

  it('checks a session in one Redis command, so one round trip', async () => {
    const session = await store.create({ userId: 8, isAdmin: true });
    await store.touch(session.id); // the first use on a connection sends the script's text
    const sendCommand = jest.spyOn(redis, 'sendCommand');
    try {
      expect(await store.touch(session.id)).toEqual(session);
      expect(sendCommand.mock.calls.map(([command]) => command.name)).toEqual(['evalsha']);
    } finally {
      sendCommand.mockRestore();
    }
  });

  it('knows nothing of unknown, malformed or corrupt ids, and touches no user’s set for them', async () => {
    const unknown = 'u'.repeat(43);
    expect(await store.touch(unknown)).toBeUndefined();
    expect(await store.touch('not-a-session-id')).toBeUndefined();
    const corrupt = 'c'.repeat(43);
    await redis.set(`session:${corrupt}`, '{"userId":"9"}', 'EX', 60);
    await redis.set('user-sessions:9', 'x', 'EX', 5);
    expect(await store.touch(corrupt)).toBeUndefined();
    expect(await redis.ttl('user-sessions:9')).toBeLessThanOrEqual(5);
  });

  it("changes the actor of every live session of a user, and only theirs, keeping each one's expiry", async () => {
    const laptop = await store.create({ userId: 20, isAdmin: false });
    const phone = await store.create({ userId: 20, isAdmin: false });
    const expired = await store.create({ userId: 20, isAdmin: false });
    const other = await store.create({ userId: 21, isAdmin: false });
    await redis.expire(`session:${phone.id}`, 100);
    await redis.del(`session:${expired.id}`);

    await store.updateUserActor({ userId: 20, isAdmin: true });

    expect(await redis.ttl(`session:${phone.id}`)).toBeLessThanOrEqual(100);
    expect(await redis.ttl(`session:${phone.id}`)).toBeGreaterThan(0);
    expect(await store.touch(laptop.id)).toEqual({ id: laptop.id, actor: { userId: 20, isAdmin: true } });
    expect(await store.touch(phone.id)).toEqual({ id: phone.id, actor: { userId: 20, isAdmin: true } });
    expect(await store.touch(expired.id)).toBeUndefined();
    expect(await redis.exists(`session:${expired.id}`)).toBe(0);
    expect((await redis.smembers('user-sessions:20')).sort()).toEqual([laptop.id, phone.id].sort());
    expect(await store.touch(other.id)).toEqual(other);

    await store.updateUserActor({ userId: 22, isAdmin: true });
    expect(await redis.exists('user-sessions:22')).toBe(0);
  });

  describe('absolute lifetime', () => {
    const ABSOLUTE_SECONDS = 100;
    let bounded: SessionStore;
    beforeAll(() => {
      bounded = new SessionStore(
        redis,
        forgetful(),
        env({ SESSION_ABSOLUTE_TTL_SECONDS: String(ABSOLUTE_SECONDS) }),
      );
    });
    afterEach(() => jest.restoreAllMocks());

    it('never slides a session’s expiry past its absolute end', async () => {
      const session = await bounded.create({ userId: 30, isAdmin: false });
      expect(await redis.ttl(`session:${session.id}`)).toBeLessThanOrEqual(ABSOLUTE_SECONDS);
      expect(await bounded.touch(session.id)).toEqual(session);
      expect(await redis.ttl(`session:${session.id}`)).toBeLessThanOrEqual(ABSOLUTE_SECONDS);
      expect(await redis.ttl(`session:${session.id}`)).toBeGreaterThan(ABSOLUTE_SECONDS - 5);
    });

    it('refuses a session older than the absolute lifetime even when it was used all along', async () => {
      const start = Date.now();
      const session = await bounded.create({ userId: 31, isAdmin: false });
      const clock = jest.spyOn(Date, 'now');
      // Used every 30 s: the sliding expiry alone would keep it alive for ever.
      for (let elapsed = 30; elapsed < ABSOLUTE_SECONDS; elapsed += 30) {
        clock.mockReturnValue(start + elapsed * 1000);
        expect(await bounded.touch(session.id)).toEqual(session);
      }
      clock.mockReturnValue(start + (ABSOLUTE_SECONDS + 1) * 1000);
      expect(await bounded.touch(session.id)).toBeUndefined();
      expect(await redis.exists(`session:${session.id}`)).toBe(0);
      expect(await redis.sismember('user-sessions:31', session.id)).toBe(0);
    });

    it('keeps a session’s absolute end when its actor changes', async () => {
      const start = Date.now();
      const session = await bounded.create({ userId: 32, isAdmin: false });
      await bounded.updateUserActor({ userId: 32, isAdmin: true });
      jest.spyOn(Date, 'now').mockReturnValue(start + (ABSOLUTE_SECONDS + 1) * 1000);
      expect(await bounded.touch(session.id)).toBeUndefined();
    });

    it('refuses a session stored without an absolute end (the format before it existed)', async () => {
      const legacy = 'l'.repeat(43);
      await redis.set(`session:${legacy}`, JSON.stringify({ userId: 33, isAdmin: false }), 'EX', 60);
      expect(await store.touch(legacy)).toBeUndefined();
    });
  });

  it('ends every session of a user and only theirs; a destroyed one is gone', async () => {
    const first = await store.create({ userId: 10, isAdmin: false });
    const second = await store.create({ userId: 10, isAdmin: false });
    const other = await store.create({ userId: 11, isAdmin: false });
    await store.touch(first.id);
    await store.revokeAll(10);
    expect(await store.touch(first.id)).toBeUndefined();
    expect(await store.touch(second.id)).toBeUndefined();
    expect(await store.touch(other.id)).toEqual(other);
    expect(await redis.exists('user-sessions:10')).toBe(0);

    await store.destroy(other);
    expect(await store.touch(other.id)).toBeUndefined();
    expect(await redis.sismember('user-sessions:11', other.id)).toBe(0);
  });

  /**
   * Two gateways on one Redis, each remembering the sessions it found live for a minute (so only an
   * announced end can make one forget in time) and listening for session ends.
   */
  describe('remembered sessions', () => {
    const logger = createLogger('session-store-spec', 'silent');
    const channel = sessionEndsChannel(redisPrefix);
    interface Gateway {
      store: SessionStore;
      recent: RecentSessions;
      listener: SessionEndListener;
      redis: Redis;
    }
    const gateways: Gateway[] = [];

    async function startGateway() {
      const connection = new Redis(loadEnv(redisEnv).REDIS_URL, { keyPrefix: prefix });
      const recent = new RecentSessions(60_000, 100);
      const settings = env({ SESSION_RECHECK_MS: '60000' });
      const listener = new SessionEndListener(connection, recent, settings, logger);
      const gateway: Gateway = {
        store: new SessionStore(connection, recent, settings),
        recent,
        listener,
        redis: connection,
      };
      gateways.push(gateway);
      listener.onModuleInit();
      await remembering(gateway);
      return gateway;
    }

    /** Redis' own view: how many connections subscribe to the channel (NUMSUB). */
    async function subscribers(): Promise<number> {
      const reply = (await redis.call('PUBSUB', 'NUMSUB', channel)) as [string, number];
      return Number(reply[1]);
    }

    /** Waits until the gateway remembers sessions, that is, until its subscription is confirmed. */
    async function remembering(gateway: Gateway) {
      const probe = await gateway.store.create({ userId: 99, isAdmin: false });
      await eventually(async () =>
        expect(await commandsSentBy(gateway, () => gateway.store.touch(probe.id))).toEqual([]),
      );
    }

    /** The Redis commands `run` sends on the gateway's connection. */
    async function commandsSentBy(gateway: Gateway, run: () => Promise<unknown>): Promise<string[]> {
      const sendCommand = jest.spyOn(gateway.redis, 'sendCommand');
      try {
        await run();
        return sendCommand.mock.calls.map(([command]) => command.name);
      } finally {
        sendCommand.mockRestore();
      }
    }

    let first: Gateway;
    let second: Gateway;
    beforeAll(async () => {
      first = await startGateway();
      second = await startGateway();
    });
    afterAll(async () => {
      for (const gateway of gateways) {
        await gateway.listener.onApplicationShutdown();
        await gateway.redis.quit();
      }
    });

    it('answers a session found live a moment ago without asking Redis', async () => {
      const session = await first.store.create({ userId: 40, isAdmin: false });
      expect(await commandsSentBy(first, () => first.store.touch(session.id))).toEqual(['evalsha']);
      expect(await commandsSentBy(first, () => first.store.touch(session.id))).toEqual([]);
      expect(await first.store.touch(session.id)).toEqual(session);
    });

    it.each([
      [
        'signed out',
        (session: { id: string; actor: { userId: number; isAdmin: boolean } }) =>
          second.store.destroy(session),
      ],
      [
        'all signed out',
        (session: { id: string; actor: { userId: number } }) => second.store.revokeAll(session.actor.userId),
      ],
      [
        'signed out by handle',
        (session: { id: string; actor: { userId: number } }) =>
          second.store.revokeByHandle(session.actor.userId, sessionHandle(session.id)),
      ],
    ])('forgets a session another gateway ended (%s) before its next request', async (_case, end) => {
      const session = await first.store.create({ userId: 41, isAdmin: false });
      await first.store.touch(session.id);
      await end(session);
      await eventually(async () => expect(await first.store.touch(session.id)).toBeUndefined(), 500);
      expect(await redis.exists(`session:${session.id}`)).toBe(0);
    });

    it('forgets the others of a user signed out everywhere else, and keeps the one kept', async () => {
      const phone = await first.store.create({ userId: 42, isAdmin: false });
      const laptop = await first.store.create({ userId: 42, isAdmin: false });
      await first.store.touch(phone.id);
      await first.store.touch(laptop.id);
      expect(await second.store.revokeOthers(42, laptop.id)).toBe(1);
      await eventually(async () => expect(await first.store.touch(phone.id)).toBeUndefined(), 500);
      expect(await first.store.touch(laptop.id)).toEqual(laptop);
    });

    it('answers a changed actor from the next request on, on every gateway', async () => {
      const session = await first.store.create({ userId: 43, isAdmin: true });
      await first.store.touch(session.id);
      await second.store.touch(session.id);
      await second.store.updateUserActor({ userId: 43, isAdmin: false });
      expect(await second.store.touch(session.id)).toEqual({
        ...session,
        actor: { userId: 43, isAdmin: false },
      });
      await eventually(
        async () => expect((await first.store.touch(session.id))?.actor.isAdmin).toBe(false),
        500,
      );
    });

    it('forgets everything when it stops hearing session ends, and remembers again once it hears them', async () => {
      const session = await first.store.create({ userId: 44, isAdmin: false });
      await first.store.touch(session.id);
      // Both gateways' listeners (same name: they run in one process here) lose their connection.
      const addresses = ((await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string)
        .split('\n')
        .filter((entry) => entry.includes(` name=${channel} `))
        .map((entry) => /\baddr=(\S+)/.exec(entry)?.[1] ?? '');
      expect(addresses).toHaveLength(2);
      for (const address of addresses) await redis.call('CLIENT', 'KILL', 'ADDR', address);
      // An end the killed connection could not hear: the key is simply gone, nothing announced.
      await redis.del(`session:${session.id}`);
      // Subscribed again: the drop has been seen (ioredis reconnects only after its close).
      await eventually(async () => expect(await subscribers()).toBe(2));
      expect(await first.store.touch(session.id)).toBeUndefined();
      await remembering(first);
      await remembering(second);
    });

    it('opens no listening connection on a gateway that remembers nothing', () => {
      const duplicate = jest.spyOn(redis, 'duplicate');
      try {
        new SessionEndListener(redis, forgetful(), env({ SESSION_RECHECK_MS: '0' }), logger).onModuleInit();
        expect(duplicate).not.toHaveBeenCalled();
      } finally {
        duplicate.mockRestore();
      }
    });

    it('never remembers a session past the sliding expiry Redis was just given', async () => {
      const shortLived = new SessionStore(
        first.redis,
        first.recent,
        env({ SESSION_TTL_SECONDS: '2', SESSION_RECHECK_MS: '60000' }),
      );
      const start = Date.now();
      const session = await shortLived.create({ userId: 45, isAdmin: false });
      await shortLived.touch(session.id);
      expect(await commandsSentBy(first, () => shortLived.touch(session.id))).toEqual([]);
      jest.spyOn(Date, 'now').mockReturnValue(start + 2_500);
      try {
        expect(await commandsSentBy(first, () => shortLived.touch(session.id))).toEqual(['evalsha']);
      } finally {
        jest.restoreAllMocks();
      }
    });
  });
});
