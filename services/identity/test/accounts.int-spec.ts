import { EVENTS_STREAM } from '@crema/contracts/common/events';
import { healthPing } from '@crema/contracts/common/rpc';
import { userDeleted } from '@crema/contracts/identity/events';
import {
  changePassword,
  deleteAccount,
  exportUser,
  getCurrentUser,
  getUserProfile,
  IDENTITY_SERVICE,
  initAdmin,
  registerUser,
  setAvatar,
  updateSettings,
  verifyCredentials,
} from '@crema/contracts/identity/rpc';
import { DEFAULT_PREFERENCES } from '@crema/contracts/identity/user';
import { schemaDrift } from '@crema/database';
import type { RpcError } from '@crema/messaging';
import { eventually } from '@crema/testing';
import { ADMIN_USERNAME, PASSWORD, startIdentity, type IdentityFixture } from './identity-fixture';

let identity: IdentityFixture;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const actorOf = (user: { id: number }) => ({ userId: user.id, isAdmin: false });

async function outboxSubjects(userId: number): Promise<string[]> {
  const rows: { subject: string }[] = await identity.db.query(
    `SELECT subject FROM identity.outbox WHERE (payload -> 'data' ->> 'id')::int = $1 ORDER BY created_at`,
    [userId],
  );
  return rows.map((row) => row.subject);
}

describe('the identity schema', () => {
  it('matches the entities exactly (no drift between entities and migrations)', async () => {
    expect(await schemaDrift(identity.db)).toEqual([]);
  });

  it('answers the health ping', async () => {
    await expect(identity.rpc.send(healthPing(IDENTITY_SERVICE), {})).resolves.toEqual({ ok: true });
  });
});

describe('registration and login', () => {
  it('registers with default preferences, never answering the password, and announces user.registered', async () => {
    const user = await identity.register({ username: 'Ada_Lovelace', email: 'Ada@Example.com' });
    expect(user).toMatchObject({
      username: 'Ada_Lovelace',
      email: 'ada@example.com',
      isAdmin: false,
      avatarUrl: null,
      bio: null,
      preferences: DEFAULT_PREFERENCES,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|argon/i);
    const [row]: { password_hash: string }[] = await identity.db.query(
      'SELECT password_hash FROM identity.users WHERE id = $1',
      [user.id],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await outboxSubjects(user.id)).toEqual(['evt.identity.user.registered.v1']);
  });

  it('refuses a taken username (any letter case) or email with 409 naming the field', async () => {
    const taken = await identity.register();
    await expect(
      identity.rpc.send(registerUser, {
        username: taken.username.toUpperCase(),
        email: 'other@example.com',
        password: PASSWORD,
      }),
    ).rejects.toMatchObject({ body: { status: 409, code: 'conflict', errors: [{ path: 'username' }] } });
    await expect(
      identity.rpc.send(registerUser, {
        username: 'someone_else',
        email: taken.email.toUpperCase(),
        password: PASSWORD,
      }),
    ).rejects.toMatchObject({ body: { status: 409, errors: [{ path: 'email' }] } });
  });

  it("answers a taken username alone, saying nothing of the email, and tells an address's owner someone tried it", async () => {
    const taken = await identity.register();
    await expect(
      identity.rpc.send(registerUser, { username: taken.username, email: taken.email, password: PASSWORD }),
    ).rejects.toMatchObject({ body: { status: 409, errors: [{ path: 'username' }] } });
    const mailsBefore = (await identity.mails()).length;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(
        identity.rpc.send(registerUser, {
          username: `probe_${attempt}_${taken.id}`,
          email: taken.email,
          password: PASSWORD,
        }),
      ).rejects.toMatchObject({ body: { status: 409, errors: [{ path: 'email' }] } });
    }
    const notices = await eventually(async () => {
      const written = (await identity.mails()).slice(mailsBefore).filter((eml) => eml.includes(taken.email));
      if (written.length === 0) throw new Error('no notice yet');
      return written;
    });
    expect(notices[0]).toMatch(/^Subject: Someone tried to use your email on Crema$/m);
    expect(notices[0]).toMatch(/create a new Crema account/);
    // At most one an hour, however often someone tries.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      (await identity.mails()).slice(mailsBefore).filter((eml) => eml.includes(taken.email)),
    ).toHaveLength(1);
  });

  it('lets only one of two simultaneous registrations of a username through', async () => {
    const attempt = (n: number) =>
      identity.rpc.send(registerUser, {
        username: 'racer',
        email: `racer${n}@example.com`,
        password: PASSWORD,
      });
    const results = await Promise.allSettled([attempt(1), attempt(2), attempt(3)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ body: { status: 409 } });
    }
  });

  it('answers 400 with field errors for invalid input, writing nothing', async () => {
    const failure = await identity.rpc
      .send(registerUser, { username: 'ab', email: 'not-an-email', password: 'short' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ body: { status: 400, code: 'validation_failed' } });
    const paths = (failure as RpcError).body.errors?.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    const [count]: { n: string }[] = await identity.db.query(
      `SELECT count(*) AS n FROM identity.users WHERE username = 'ab'`,
    );
    expect(count?.n).toBe('0');
  });

  it('logs in by username in any letter case, with one message for every failure', async () => {
    const user = await identity.register({ username: 'GraceHopper' });
    await expect(
      identity.rpc.send(verifyCredentials, { username: 'gracehopper', password: PASSWORD }),
    ).resolves.toMatchObject({
      id: user.id,
    });
    const wrong = { body: { status: 401, message: 'Invalid username or password' } };
    await expect(
      identity.rpc.send(verifyCredentials, { username: 'GraceHopper', password: 'nope-nope' }),
    ).rejects.toMatchObject(wrong);
    await expect(
      identity.rpc.send(verifyCredentials, { username: 'nobody_here', password: PASSWORD }),
    ).rejects.toMatchObject(wrong);
  });
});

describe('settings', () => {
  it('merges partial preferences and announces only changes others can see', async () => {
    const user = await identity.register();
    const actor = actorOf(user);
    const first = await identity.rpc.send(updateSettings, {
      actor,
      changes: { preferences: { measurementUnit: 'imperial', emailNotifications: false } },
    });
    expect(first.preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      measurementUnit: 'imperial',
      emailNotifications: false,
    });
    const second = await identity.rpc.send(updateSettings, {
      actor,
      changes: { bio: '  Espresso first.  ', preferences: { favoriteBrewMethods: ['V60', 'Chemex'] } },
    });
    expect(second).toMatchObject({
      bio: 'Espresso first.',
      preferences: {
        measurementUnit: 'imperial',
        emailNotifications: false,
        favoriteBrewMethods: ['V60', 'Chemex'],
      },
    });
    await identity.rpc.send(updateSettings, {
      actor,
      changes: { preferences: { profileVisibility: 'private' } },
    });
    // registered, then bio, then visibility; the private preference changes published nothing.
    expect(await outboxSubjects(user.id)).toEqual([
      'evt.identity.user.registered.v1',
      'evt.identity.user.updated.v1',
      'evt.identity.user.updated.v1',
    ]);
    await expect(identity.rpc.send(getCurrentUser, { actor })).resolves.toMatchObject({
      preferences: { profileVisibility: 'private', measurementUnit: 'imperial' },
    });
  });

  it('changes the username, refusing one another user holds; the email does not change here', async () => {
    const other = await identity.register();
    const user = await identity.register();
    const actor = actorOf(user);
    await expect(
      identity.rpc.send(updateSettings, { actor, changes: { username: other.username.toUpperCase() } }),
    ).rejects.toMatchObject({ body: { status: 409, errors: [{ path: 'username' }] } });
    await expect(
      identity.rpc.send(updateSettings, {
        actor,
        changes: { email: 'new.address@example.com' } as unknown as { username: string },
      }),
    ).rejects.toMatchObject({ body: { status: 400, errors: [{ path: 'changes.email' }] } });
    const renamed = await identity.rpc.send(updateSettings, {
      actor,
      changes: { username: user.username.toUpperCase() },
    });
    expect(renamed).toMatchObject({ username: user.username.toUpperCase(), email: user.email });
  });

  it('rejects unknown preference values with 400', async () => {
    const user = await identity.register();
    await expect(
      identity.rpc.send(updateSettings, {
        actor: actorOf(user),
        changes: { preferences: { measurementUnit: 'cubits' as 'metric' } },
      }),
    ).rejects.toMatchObject({
      body: { status: 400, errors: [{ path: 'changes.preferences.measurementUnit' }] },
    });
  });

  it('changes the password only with the current one', async () => {
    const user = await identity.register();
    const actor = actorOf(user);
    await expect(
      identity.rpc.send(changePassword, {
        actor,
        currentPassword: 'not the password',
        newPassword: 'brand new secret',
      }),
    ).rejects.toMatchObject({
      body: { status: 400, errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }] },
    });
    await expect(
      identity.rpc.send(changePassword, {
        actor,
        currentPassword: PASSWORD,
        newPassword: 'brand new secret',
      }),
    ).resolves.toEqual({ ok: true });
    await expect(
      identity.rpc.send(verifyCredentials, { username: user.username, password: 'brand new secret' }),
    ).resolves.toMatchObject({ id: user.id });
    await expect(
      identity.rpc.send(verifyCredentials, { username: user.username, password: PASSWORD }),
    ).rejects.toMatchObject({
      body: { status: 401 },
    });
  });

  it('records avatars, answering the previous one, and exports the profile', async () => {
    const user = await identity.register();
    const actor = actorOf(user);
    const first = await identity.rpc.send(setAvatar, { actor, avatarUrl: '/media/avatars/one.webp' });
    expect(first).toMatchObject({ previousAvatarUrl: null, user: { avatarUrl: '/media/avatars/one.webp' } });
    const second = await identity.rpc.send(setAvatar, { actor, avatarUrl: '/media/avatars/two.webp' });
    expect(second.previousAvatarUrl).toBe('/media/avatars/one.webp');
    const exported = await identity.rpc.send(exportUser, { actor });
    expect(exported).toEqual({ profile: second.user, accessTokens: [] });
  });
});

describe('user profiles for other services', () => {
  it('answers what other services may know of a user: no email, no preference but privacy', async () => {
    const user = await identity.register();
    const actor = actorOf(user);
    await identity.rpc.send(updateSettings, {
      actor,
      changes: { bio: 'Filter first.', preferences: { profileVisibility: 'friends', shareCheckIns: false } },
    });
    await identity.rpc.send(setAvatar, { actor, avatarUrl: '/media/avatars/me.webp' });
    await expect(identity.rpc.send(getUserProfile, { userId: user.id })).resolves.toEqual({
      id: user.id,
      username: user.username,
      avatarUrl: '/media/avatars/me.webp',
      bio: 'Filter first.',
      profileVisibility: 'friends',
      shareCheckIns: false,
    });
  });

  it('answers 404 for a user who does not exist (any more) and 400 for an id that cannot be one', async () => {
    const user = await identity.register();
    await identity.rpc.send(deleteAccount, { actor: actorOf(user), currentPassword: PASSWORD });
    await expect(identity.rpc.send(getUserProfile, { userId: user.id })).rejects.toMatchObject({
      body: { status: 404, code: 'not_found', message: 'User not found' },
    });
    await expect(identity.rpc.send(getUserProfile, { userId: 2 ** 31 - 1 })).rejects.toMatchObject({
      body: { status: 404 },
    });
    for (const userId of [0, -1, 1.5, 2 ** 31, '7'] as unknown as number[]) {
      await expect(identity.rpc.send(getUserProfile, { userId })).rejects.toMatchObject({
        body: { status: 400, code: 'validation_failed' },
      });
    }
  });
});

describe('account deletion', () => {
  it('needs the current password: a wrong one is 400 on currentPassword and deletes nothing', async () => {
    const user = await identity.register();
    await expect(
      identity.rpc.send(deleteAccount, { actor: actorOf(user), currentPassword: 'not the password' }),
    ).rejects.toMatchObject({
      body: { status: 400, errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }] },
    });
    await expect(identity.rpc.send(getCurrentUser, { actor: actorOf(user) })).resolves.toMatchObject({
      id: user.id,
    });
    expect(await outboxSubjects(user.id)).not.toContain('evt.identity.user.deleted.v1');
  });

  it('deletes the user with their reset tokens and publishes user.deleted to JetStream', async () => {
    const user = await identity.register();
    await identity.rpc.send(setAvatar, { actor: actorOf(user), avatarUrl: '/media/avatars/gone.webp' });
    await identity.db.query(
      `INSERT INTO identity.password_reset_tokens (reference, user_id, token_hash, expires_at)
         VALUES (gen_random_uuid(), $1, repeat('a', 64), now())`,
      [user.id],
    );
    await expect(
      identity.rpc.send(deleteAccount, { actor: actorOf(user), currentPassword: PASSWORD }),
    ).resolves.toEqual({
      avatarUrl: '/media/avatars/gone.webp',
    });
    await expect(identity.rpc.send(getCurrentUser, { actor: actorOf(user) })).rejects.toMatchObject({
      body: { status: 401 },
    });
    await expect(
      identity.rpc.send(deleteAccount, { actor: actorOf(user), currentPassword: PASSWORD }),
    ).rejects.toMatchObject({
      body: { status: 401 },
    });
    const tokens: unknown[] = await identity.db.query(
      'SELECT 1 FROM identity.password_reset_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(tokens).toHaveLength(0);
    const published = await eventually(async () => {
      const message = await identity.jsm.streams.getMessage(EVENTS_STREAM, {
        last_by_subj: userDeleted.subject,
      });
      // An earlier test's deletion stays the last one until the relay has published this one.
      if (!message || message.json<{ data?: { id?: number } }>().data?.id !== user.id) {
        throw new Error('user.deleted of this user not published yet');
      }
      return message;
    });
    expect(published.json()).toMatchObject({ subject: userDeleted.subject, data: { id: user.id } });
  });
});

describe('admin initialisation', () => {
  it('refuses everyone but the designated account, which it promotes idempotently', async () => {
    const someone = await identity.register();
    await expect(identity.rpc.send(initAdmin, { actor: actorOf(someone) })).rejects.toMatchObject({
      body: { status: 403, message: 'Only the designated administrator account can be initialised' },
    });
    const admin = await identity.register({ username: ADMIN_USERNAME.toLowerCase() });
    expect(admin.isAdmin).toBe(false);
    await expect(identity.rpc.send(initAdmin, { actor: actorOf(admin) })).resolves.toMatchObject({
      isAdmin: true,
    });
    await expect(identity.rpc.send(initAdmin, { actor: actorOf(admin) })).resolves.toMatchObject({
      isAdmin: true,
    });
    await expect(identity.rpc.send(getCurrentUser, { actor: actorOf(admin) })).resolves.toMatchObject({
      isAdmin: true,
    });
  });
});
