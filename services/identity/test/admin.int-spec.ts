import { identityAdminActionRecorded } from '@crema/contracts/admin/audit';
import { settingChanged } from '@crema/contracts/admin/events';
import { userDeleted } from '@crema/contracts/identity/events';
import {
  deleteAccount,
  deleteUserAsAdmin,
  initAdmin,
  listAccounts,
  registerUser,
  setAdmin,
  signOutUserAsAdmin,
  updateSettings,
} from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { eventually } from '@crema/testing';
import { ADMIN_USERNAME, PASSWORD, startIdentity, type IdentityFixture } from './identity-fixture';

let identity: IdentityFixture;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

/** The person a request is signed for; `claimsAdmin` is what the token says, which identity must not take on trust. */
const as = (user: { id: number }, claimsAdmin = false) => ({ userId: user.id, isAdmin: claimsAdmin });

const init = (user: { id: number }) => identity.rpc.send(initAdmin, { actor: as(user) });
const grant = (by: { id: number }, user: { id: number }, isAdmin = true) =>
  identity.rpc.send(setAdmin, { actor: as(by, true), userId: user.id, isAdmin });
const rename = (user: { id: number }, username: string) =>
  identity.rpc.send(updateSettings, { actor: as(user), changes: { username } });

type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ status: 'fulfilled' as const, value }),
    (reason: unknown) => ({ status: 'rejected' as const, reason }),
  );

async function adminIds(): Promise<number[]> {
  const rows: { id: number }[] = await identity.db.query(
    'SELECT id FROM identity.users WHERE is_admin ORDER BY id',
  );
  return rows.map((row) => row.id);
}

/**
 * Takes the roster lock (the service's key) on a connection of the test's own, so requests sent
 * meanwhile all wait for it: released, they run one after the other, every one of them having
 * started before any finished — the worst interleaving, every time.
 */
async function holdRosterLock() {
  const runner = identity.db.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  await runner.query(`SELECT pg_advisory_xact_lock(hashtext('crema.identity.admin-roster'))`);
  return {
    async waiters(count: number): Promise<void> {
      await eventually(async () => {
        const [row]: { n: number }[] = await identity.db.query(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
           WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = current_database()`,
        );
        expect(row?.n).toBe(count);
      });
    },
    async release(): Promise<void> {
      await runner.commitTransaction();
      await runner.release();
    },
  };
}

describe('bootstrap (admin init)', () => {
  let designated: SelfUser;

  it('refuses everyone but the designated account while there is no administrator', async () => {
    const someone = await identity.register();
    await expect(init(someone)).rejects.toMatchObject({
      body: { status: 403, message: 'Only the designated administrator account can be initialised' },
    });
    expect(await adminIds()).toEqual([]);
  });

  it('promotes the designated account once, however many of its inits arrive together', async () => {
    designated = await identity.register({ username: ADMIN_USERNAME.toUpperCase() });
    const results = await Promise.all(Array.from({ length: 6 }, () => settle(init(designated))));
    for (const result of results)
      expect(result).toMatchObject({ status: 'fulfilled', value: { isAdmin: true } });
    expect(await adminIds()).toEqual([designated.id]);
  });

  it('lets only one of two holders of the designated name become administrator when their inits race', async () => {
    // Back to an installation without administrator, the designated account not yet promoted.
    await identity.db.query('UPDATE identity.users SET is_admin = false');
    const roster = await holdRosterLock();
    try {
      const first = settle(init(designated));
      await roster.waiters(1);
      // Meanwhile the account gives the name up and someone else claims it, then asks too.
      await rename(designated, 'former_designated');
      const claimant = await identity.register({ username: ADMIN_USERNAME });
      const second = settle(init(claimant));
      await roster.waiters(2);
      await roster.release();

      expect(await first).toMatchObject({
        status: 'rejected',
        reason: {
          body: { status: 403, message: 'Only the designated administrator account can be initialised' },
        },
      });
      expect(await second).toMatchObject({ status: 'fulfilled', value: { id: claimant.id, isAdmin: true } });
      expect(await adminIds()).toEqual([claimant.id]);
      designated = claimant;
    } finally {
      await roster.release().catch(() => undefined);
    }
  });

  it("answers an administrator's init without change, and refuses the designated account once another administrator exists", async () => {
    const other = await identity.register();
    await grant(designated, other);
    await expect(init(other)).resolves.toMatchObject({ id: other.id, isAdmin: true });
    await expect(init(designated)).resolves.toMatchObject({ id: designated.id, isAdmin: true });

    await grant(other, designated, false);
    await expect(init(designated)).rejects.toMatchObject({
      body: { status: 403, message: expect.stringMatching(/already has an administrator/) as unknown },
    });
    expect(await adminIds()).toEqual([other.id]);
  });

  it('reserves the designated name once there is an administrator: refused to newcomers and renames, kept by its holder', async () => {
    const taken = {
      body: { status: 409, message: 'This username is already taken', errors: [{ path: 'username' }] },
    };
    await expect(rename(designated, ADMIN_USERNAME.toLowerCase())).resolves.toMatchObject({
      username: ADMIN_USERNAME.toLowerCase(),
    });
    await rename(designated, 'gave_the_name_up');

    await expect(
      identity.rpc.send(registerUser, {
        username: ADMIN_USERNAME.toUpperCase(),
        email: 'newcomer@example.com',
        password: PASSWORD,
      }),
    ).rejects.toMatchObject(taken);
    const someone = await identity.register();
    await expect(rename(someone, ADMIN_USERNAME)).rejects.toMatchObject(taken);
    await expect(rename(designated, ADMIN_USERNAME)).rejects.toMatchObject(taken);
    const holders: unknown[] = await identity.db.query(
      'SELECT 1 FROM identity.users WHERE lower(username) = lower($1)',
      [ADMIN_USERNAME],
    );
    expect(holders).toEqual([]);
  });
});

describe('granting and revoking administrator rights', () => {
  let admin: SelfUser;

  beforeAll(async () => {
    const [id] = await adminIds();
    admin = { id } as SelfUser;
  });

  it('refuses a non-administrator with 403, whatever role its token claims', async () => {
    const mallory = await identity.register();
    const victim = await identity.register();
    await expect(
      identity.rpc.send(setAdmin, { actor: as(mallory, true), userId: mallory.id, isAdmin: true }),
    ).rejects.toMatchObject({ body: { status: 403, message: 'Administrator access is required.' } });
    await expect(
      identity.rpc.send(setAdmin, { actor: as(mallory, true), userId: victim.id, isAdmin: true }),
    ).rejects.toMatchObject({ body: { status: 403 } });
    expect(await adminIds()).toEqual([admin.id]);
  });

  it('grants and revokes idempotently; 404 for nobody, 409 for oneself', async () => {
    const user = await identity.register();
    await expect(grant(admin, user)).resolves.toEqual({ userId: user.id, isAdmin: true });
    await expect(grant(admin, user)).resolves.toEqual({ userId: user.id, isAdmin: true });
    expect(await adminIds()).toEqual([admin.id, user.id].sort((a, b) => a - b));
    await expect(grant(admin, user, false)).resolves.toEqual({ userId: user.id, isAdmin: false });
    await expect(grant(admin, user, false)).resolves.toEqual({ userId: user.id, isAdmin: false });

    await expect(grant(admin, { id: 2 ** 31 - 1 })).rejects.toMatchObject({ body: { status: 404 } });
    await expect(grant(admin, admin, false)).rejects.toMatchObject({
      body: { status: 409, message: 'You cannot change your own administrator rights' },
    });
    await expect(grant(admin, admin, true)).rejects.toMatchObject({ body: { status: 409 } });
    expect(await adminIds()).toEqual([admin.id]);
  });

  it('writes an audit record with each change of rights or deletion, in its transaction; none for a refused or idempotent call', async () => {
    const audited = async (targetId: number) =>
      (
        await identity.db.query<{ action: string; adminId: number }[]>(
          `SELECT payload -> 'data' ->> 'action' AS action, (payload -> 'data' ->> 'adminId')::int AS "adminId"
             FROM identity.outbox WHERE subject = $1 AND payload -> 'data' ->> 'targetId' = $2 ORDER BY created_at, id`,
          [identityAdminActionRecorded.subject, String(targetId)],
        )
      ).map((row) => `${row.adminId} ${row.action}`);
    const remove = (by: { id: number }, target: { id: number }) =>
      identity.rpc.send(deleteUserAsAdmin, { actor: as(by, true), userId: target.id });
    const aboutAdminBefore = await audited(admin.id);
    const user = await identity.register();
    await grant(admin, user);
    await grant(admin, user);
    await grant(admin, user, false);
    await expect(grant(admin, admin, false)).rejects.toMatchObject({ body: { status: 409 } });
    const mallory = await identity.register();
    await expect(remove(mallory, user)).rejects.toMatchObject({ body: { status: 403 } });
    await remove(admin, user);
    expect(await audited(user.id)).toEqual([
      `${admin.id} user.admin-granted`,
      `${admin.id} user.admin-revoked`,
      `${admin.id} user.deleted`,
    ]);
    expect(await audited(admin.id)).toEqual(aboutAdminBefore);
  });

  it('leaves one administrator when the only two revoke each other at once', async () => {
    const second = await identity.register();
    await grant(admin, second);
    const roster = await holdRosterLock();
    try {
      const results = [settle(grant(admin, second, false)), settle(grant(second, admin, false))];
      await roster.waiters(2);
      await roster.release();
      const settled = await Promise.all(results);
      expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      // The second to run is no longer an administrator by then.
      expect(settled.find((result) => result.status === 'rejected')).toMatchObject({
        reason: { body: { status: 403 } },
      });
    } finally {
      await roster.release().catch(() => undefined);
    }
    const remaining = await adminIds();
    expect(remaining).toHaveLength(1);
    admin = { id: remaining[0] } as SelfUser;
  });

  it('keeps the last administrator: their own account deletion is refused, even two at once', async () => {
    await expect(
      identity.rpc.send(deleteAccount, { actor: as(admin, true), currentPassword: PASSWORD }),
    ).rejects.toMatchObject({
      body: { status: 409, message: 'Crema needs at least one administrator' },
    });
    expect(await adminIds()).toEqual([admin.id]);

    const second = await identity.register();
    await grant(admin, second);
    const roster = await holdRosterLock();
    try {
      const results = [admin, second].map((user) =>
        settle(identity.rpc.send(deleteAccount, { actor: as(user, true), currentPassword: PASSWORD })),
      );
      await roster.waiters(2);
      await roster.release();
      const settled = await Promise.all(results);
      expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(settled.find((result) => result.status === 'rejected')).toMatchObject({
        reason: { body: { status: 409, message: 'Crema needs at least one administrator' } },
      });
    } finally {
      await roster.release().catch(() => undefined);
    }
    const remaining = await adminIds();
    expect(remaining).toHaveLength(1);
    admin = { id: remaining[0] } as SelfUser;
  });

  it('lets an ordinary user delete their account as before', async () => {
    const user = await identity.register();
    await expect(
      identity.rpc.send(deleteAccount, { actor: as(user), currentPassword: PASSWORD }),
    ).resolves.toEqual({ avatarUrl: null });
  });
});

describe('deleting a user as an administrator', () => {
  let admin: { id: number };

  beforeAll(async () => {
    const [id] = await adminIds();
    admin = { id: id as number };
  });

  const remove = (by: { id: number }, user: { id: number }) =>
    identity.rpc.send(deleteUserAsAdmin, { actor: as(by, true), userId: user.id });

  it('deletes the account and announces user.deleted, answering the avatar to remove', async () => {
    const user = await identity.register();
    await expect(remove(admin, user)).resolves.toEqual({ avatarUrl: null });
    expect(await identity.db.query('SELECT 1 FROM identity.users WHERE id = $1', [user.id])).toEqual([]);
    const events: { subject: string }[] = await identity.db.query(
      `SELECT subject FROM identity.outbox WHERE (payload -> 'data' ->> 'id')::int = $1`,
      [user.id],
    );
    expect(events.map((event) => event.subject)).toContain(userDeleted.subject);
    await expect(remove(admin, user)).rejects.toMatchObject({ body: { status: 404 } });
  });

  it('deletes another administrator, never oneself, and nothing for a non-administrator', async () => {
    const other = await identity.register();
    await grant(admin, other);
    await expect(remove(admin, admin)).rejects.toMatchObject({
      body: { status: 409, message: expect.stringMatching(/account deletion/) as unknown },
    });
    await expect(remove(admin, other)).resolves.toEqual({ avatarUrl: null });

    const mallory = await identity.register();
    await expect(remove(mallory, admin)).rejects.toMatchObject({ body: { status: 403 } });
    expect(await adminIds()).toEqual([admin.id]);
  });
});

describe('signing someone out as an administrator', () => {
  let admin: { id: number };

  beforeAll(async () => {
    const [id] = await adminIds();
    admin = { id: id as number };
  });

  const signOut = (by: { id: number }, user: { id: number }) =>
    identity.rpc.send(signOutUserAsAdmin, { actor: as(by, true), userId: user.id });
  const audited = async (targetId: number) =>
    (
      await identity.db.query<{ action: string }[]>(
        `SELECT payload -> 'data' ->> 'action' AS action FROM identity.outbox
          WHERE subject = $1 AND payload -> 'data' ->> 'targetId' = $2`,
        [identityAdminActionRecorded.subject, String(targetId)],
      )
    ).map((row) => row.action);

  it('records user.signed-out for someone else, and refuses oneself (409), nobody (404) and a non-administrator (403)', async () => {
    const user = await identity.register();
    await expect(signOut(admin, user)).resolves.toEqual({ userId: user.id });
    expect(await audited(user.id)).toEqual(['user.signed-out']);

    await expect(signOut(admin, admin)).rejects.toMatchObject({
      body: { status: 409, message: expect.stringMatching(/session list/) as unknown },
    });
    await expect(signOut(admin, { id: 2 ** 31 - 1 })).rejects.toMatchObject({ body: { status: 404 } });
    const mallory = await identity.register();
    await expect(signOut(mallory, user)).rejects.toMatchObject({ body: { status: 403 } });
    expect(await audited(user.id)).toEqual(['user.signed-out']);
    expect(await audited(admin.id)).not.toContain('user.signed-out');
  });
});

describe('listing accounts for the administrators', () => {
  let admin: { id: number };

  beforeAll(async () => {
    const [id] = await adminIds();
    admin = { id: id as number };
  });

  const list = (input: { ids?: number[]; email?: string }, by = admin) =>
    identity.rpc.send(listAccounts, { actor: as(by, true), ...input });

  it('answers 403 to anyone who is not an administrator in identity', async () => {
    const user = await identity.register();
    await expect(list({ ids: [user.id] }, user)).rejects.toMatchObject({ body: { status: 403 } });
  });

  it('answers the accounts of the given ids, with email, role and creation time only', async () => {
    const first = await identity.register();
    const second = await identity.register();
    const accounts = await list({ ids: [second.id, first.id, 2 ** 31 - 1] });
    expect(accounts).toEqual([
      { id: first.id, email: first.email, isAdmin: false, createdAt: first.createdAt },
      { id: second.id, email: second.email, isAdmin: false, createdAt: second.createdAt },
    ]);
    await expect(list({ ids: [] })).resolves.toEqual([]);
  });

  it('finds emails containing the text in any letter case, wildcards taken literally', async () => {
    const underscore = await identity.register({ email: 'latte_art@example.com' });
    await identity.register({ email: 'lattexart@example.com' });
    // `%` is no valid email character for the contracts; a row of the test's own carries one.
    const [percent]: { id: number }[] = await identity.db.query(
      `INSERT INTO identity.users (username, email, password_hash)
       VALUES ('hundred_pct', 'hundred%arabica@example.com', 'x') RETURNING id`,
    );
    expect((await list({ email: 'TE_AR' })).map((account) => account.id)).toEqual([underscore.id]);
    expect((await list({ email: '%' })).map((account) => account.id)).toEqual([percent?.id]);
    await expect(list({ email: '\\' })).resolves.toEqual([]);
  });

  it('answers at most 100 accounts', async () => {
    await identity.db.query(
      `INSERT INTO identity.users (username, email, password_hash)
       SELECT 'bulk' || n, 'bulk' || n || '@bulk.example', 'x' FROM generate_series(1, 120) AS n`,
    );
    await expect(list({ email: '@bulk.example' })).resolves.toHaveLength(100);
  });
});

describe('registration.open (the admin service’s setting.changed)', () => {
  const processed = async (eventId: string) =>
    eventually(async () => {
      const rows: unknown[] = await identity.db.query(
        'SELECT 1 FROM identity.processed_events WHERE event_id = $1',
        [eventId],
      );
      expect(rows).toHaveLength(1);
    });
  const registration = () => identity.register();

  it('closes registration with 403 and reopens it; older, foreign and invalid changes change nothing', async () => {
    const now = Date.now();
    await processed(
      await identity.publish(settingChanged, { key: 'registration.open', value: 'false' }, new Date(now)),
    );
    await expect(registration()).rejects.toMatchObject({
      body: { status: 403, message: 'Registration is closed' },
    });

    await processed(
      await identity.publish(
        settingChanged,
        { key: 'registration.open', value: 'true' },
        new Date(now - 60_000),
      ),
    );
    await processed(await identity.publish(settingChanged, { key: 'registration.open', value: 'maybe' }));
    await processed(await identity.publish(settingChanged, { key: 'checkins.max-per-hour', value: '5' }));
    await processed(await identity.publish(settingChanged, { key: 'free.form', value: 'true' }));
    await expect(registration()).rejects.toMatchObject({ body: { status: 403 } });
    const stored: { key: string; value: string }[] = await identity.db.query(
      'SELECT key, value FROM identity.settings ORDER BY key',
    );
    expect(stored).toEqual([{ key: 'registration.open', value: 'false' }]);

    await processed(
      await identity.publish(
        settingChanged,
        { key: 'registration.open', value: 'true' },
        new Date(now + 1000),
      ),
    );
    await expect(registration()).resolves.toMatchObject({ isAdmin: false });
  });
});
