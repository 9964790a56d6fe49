import { EMAIL_CHANGE_ELSEWHERE } from '@crema/contracts/identity/rest';
import { createCheckIn } from './support/check-ins';
import { sql } from './support/database';
import { anyString, expectNoSecrets, expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { follow } from './support/social';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { deleteOwnAccount, newUser, signedUpClient } from './support/users';

describe('account API', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await bootSystem();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => system?.stop());

  describe('PATCH /api/user/settings', () => {
    it('updates username, bio and preferences and answers the user', async () => {
      const { client, user } = await signedUpClient(system.baseUrl);
      const next = newUser('renamed');
      const response = await client.patch('/api/user/settings', {
        username: next.username,
        bio: '  Flat whites and <b>pour-overs</b> ☕  ',
        preferences: {
          defaultBrewMethod: 'Pour Over',
          favoriteBrewMethods: ['Espresso', 'Pour Over'],
          measurementUnit: 'imperial',
        },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        username: next.username,
        email: user.email,
        bio: 'Flat whites and <b>pour-overs</b> ☕',
        preferences: {
          defaultBrewMethod: 'Pour Over',
          favoriteBrewMethods: ['Espresso', 'Pour Over'],
          measurementUnit: 'imperial',
          profileVisibility: 'public',
          shareCheckIns: true,
        },
      });
      expectNoSecrets(response.body);
      expect((await client.get('/api/user')).body).toEqual(response.body);
    });

    it('stores hostile text verbatim (SQL and HTML are data, not code)', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const bio = "'); DROP TABLE identity.users;-- <script>alert(1)</script> 😀";
      const response = await client.patch('/api/user/settings', { bio });
      expect(response.status).toBe(200);
      expect((response.body as { bio: string }).bio).toBe(bio);
      const [row] = await sql<{ count: string }>(
        system.databaseUrl,
        'SELECT count(*)::text AS count FROM identity.users',
      );
      expect(Number(row?.count)).toBeGreaterThan(0);
    });

    it.each([
      ['a bio over 500 characters', { bio: 'x'.repeat(501) }, 'bio', 'Bio must be less than 500 characters'],
      ['a short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [
        'an email (it changes by POST /api/user/email)',
        { email: 'new@example.com' },
        'email',
        EMAIL_CHANGE_ELSEWHERE,
      ],
      ['a numeric bio', { bio: 42 }, 'bio', anyString],
      [
        'an unknown visibility',
        { preferences: { profileVisibility: 'everyone' } },
        'preferences.profileVisibility',
        anyString,
      ],
      [
        'an unknown brew method',
        { preferences: { favoriteBrewMethods: ['Teleporter'] } },
        'preferences.favoriteBrewMethods.0',
        anyString,
      ],
      [
        'a string for a boolean',
        { preferences: { shareCheckIns: 'yes' } },
        'preferences.shareCheckIns',
        anyString,
      ],
      ['an unknown field', { isAdmin: true }, '', 'Unrecognized key: "isAdmin"'],
      [
        'a NUL in the username',
        { username: 'abc\u0000def' },
        'username',
        'Text must not contain NUL characters',
      ],
      ['a NUL in the bio', { bio: 'nul\u0000byte' }, 'bio', 'Text must not contain NUL characters'],
    ])('answers 400 for %s and changes nothing', async (_case, body, path, message) => {
      const { client, self } = await signedUpClient(system.baseUrl);
      const before = (await client.get('/api/user')).body;
      const problem = expectProblem(await client.patch('/api/user/settings', body), 400);
      expect(problem.errors).toEqual(expect.arrayContaining([{ path, message }]));
      expect((await client.get('/api/user')).body).toEqual(before);
      expect((before as { id: number }).id).toBe(self.id);
    });

    it('refuses a username someone else has with 409', async () => {
      const taken = await signedUpClient(system.baseUrl);
      const { client } = await signedUpClient(system.baseUrl);
      expectProblem(await client.patch('/api/user/settings', { username: taken.user.username }), 409);
    });

    it('answers 401 without a session', async () => {
      expectProblem(await new ApiClient(system.baseUrl).patch('/api/user/settings', { bio: 'x' }), 401);
    });
  });

  describe('PATCH /api/user/password', () => {
    it('changes the password, keeps this client signed in with a new cookie and ends every other session', async () => {
      const { client, user } = await signedUpClient(system.baseUrl);
      const otherDevice = new ApiClient(system.baseUrl);
      expect(
        (await otherDevice.post('/api/login', { username: user.username, password: user.password })).status,
      ).toBe(200);
      const oldCookie = client.clone();

      const newPassword = 'a-brand-new-password';
      const response = await client.patch('/api/user/password', {
        currentPassword: user.password,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect(client.sessionId).toBeDefined();
      expect(client.sessionId).not.toBe(oldCookie.sessionId);

      expect((await client.get('/api/user')).status).toBe(200);
      expectProblem(await oldCookie.get('/api/user'), 401);
      expectProblem(await otherDevice.get('/api/user'), 401);

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
    });

    it('refuses a wrong current password and keeps the old one', async () => {
      const { client, user } = await signedUpClient(system.baseUrl);
      const response = await client.patch('/api/user/password', {
        currentPassword: 'not-my-password',
        newPassword: 'another-password',
        confirmPassword: 'another-password',
      });
      expect(expectProblem(response, 400).errors?.[0]?.path).toBe('currentPassword');
      expect((await client.get('/api/user')).status).toBe(200);
      expect(
        (
          await new ApiClient(system.baseUrl).post('/api/login', {
            username: user.username,
            password: user.password,
          })
        ).status,
      ).toBe(200);
    });

    it('keeps personal access tokens working (they are listed in settings and revoked one by one; docs/adr/0030)', async () => {
      const { client, user } = await signedUpClient(system.baseUrl);
      const created = await client.post('/api/user/tokens', { name: 'Scale sync', scopes: ['read'] });
      expect(created.status).toBe(201);
      const { token } = created.body as { token: string };
      const newPassword = 'another-brand-new-password';
      expect(
        (
          await client.patch('/api/user/password', {
            currentPassword: user.password,
            newPassword,
            confirmPassword: newPassword,
          })
        ).status,
      ).toBe(200);
      const byToken = await new ApiClient(system.baseUrl).get('/api/user', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(byToken.status).toBe(200);
    });

    it.each([
      [
        'a confirmation that does not match',
        { newPassword: 'new-password-1', confirmPassword: 'new-password-2' },
        'confirmPassword',
        "Passwords don't match",
      ],
      [
        'a new password under 8 characters',
        { newPassword: 'short', confirmPassword: 'short' },
        'newPassword',
        'Password must be at least 8 characters',
      ],
      [
        'a missing current password',
        { currentPassword: undefined },
        'currentPassword',
        'Current password is required',
      ],
      [
        'a numeric new password',
        { newPassword: 123456789, confirmPassword: 123456789 },
        'newPassword',
        'Password is required',
      ],
    ])('answers 400 for %s', async (_case, override, path, message) => {
      const { client, user } = await signedUpClient(system.baseUrl);
      const body: Record<string, unknown> = {
        currentPassword: user.password,
        newPassword: 'valid-new-password',
        confirmPassword: 'valid-new-password',
        ...override,
      };
      const problem = expectProblem(await client.patch('/api/user/password', body), 400);
      expect(problem.errors).toEqual(expect.arrayContaining([{ path, message }]));
      expect(
        (
          await new ApiClient(system.baseUrl).post('/api/login', {
            username: user.username,
            password: user.password,
          })
        ).status,
      ).toBe(200);
    });
  });

  describe('GET /api/user/export', () => {
    it('downloads everything Crema holds of the user as a dated JSON attachment', async () => {
      const { client, self } = await signedUpClient(system.baseUrl);
      const friend = await signedUpClient(system.baseUrl);
      await client.patch('/api/user/settings', { bio: 'exported bio' });
      const mine = await createCheckIn(client, { coffeeName: 'Exported Espresso', rating: 5 });
      const theirs = await createCheckIn(friend.client);
      expect((await client.post(`/api/check-ins/${theirs.id}/like`)).status).toBe(200);
      expect((await client.post(`/api/check-ins/${theirs.id}/save`)).status).toBe(200);
      expect(
        (await client.post(`/api/check-ins/${theirs.id}/comments`, { content: 'Lovely cup' })).status,
      ).toBe(201);
      expect(
        (await client.post(`/api/check-ins/${theirs.id}/report`, { reason: 'Not a coffee' })).status,
      ).toBe(201);
      await follow(client, friend.self.id);
      await follow(friend.client, self.id);
      const response = await client.get('/api/user/export');
      expect(response.status).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="crema-export-${today}.json"`,
      );
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({
        exportedAt: anyString,
        identity: {
          profile: { id: self.id, username: self.username, email: self.email, bio: 'exported bio' },
          accessTokens: [],
        },
        checkins: {
          checkIns: [{ id: mine.id, userId: self.id, coffeeName: 'Exported Espresso', rating: 5 }],
          comments: [{ checkInId: theirs.id, content: 'Lovely cup' }],
          likes: [{ checkInId: theirs.id }],
          saved: [{ checkInId: theirs.id }],
          reports: [{ checkInId: theirs.id, reason: 'Not a coffee', status: 'open' }],
        },
        social: {
          following: [{ userId: friend.self.id, username: friend.self.username }],
          followers: [{ userId: friend.self.id }],
          notificationSettings: { friendCheckIns: false },
        },
      });
      expectNoSecrets(response.body);
    });

    it('answers 401 without a session', async () => {
      expectProblem(await new ApiClient(system.baseUrl).get('/api/user/export'), 401);
    });
  });

  describe('DELETE /api/user/account', () => {
    it('deletes the user, ends every session and clears the cookie', async () => {
      const { client, user, self } = await signedUpClient(system.baseUrl);
      const otherDevice = new ApiClient(system.baseUrl);
      await otherDevice.post('/api/login', { username: user.username, password: user.password });
      const oldCookie = client.clone();

      const response = await deleteOwnAccount(client, user.password);
      expect(response.status).toBe(204);
      expect(client.sessionId).toBeUndefined();
      expectProblem(await oldCookie.get('/api/user'), 401);
      expectProblem(await otherDevice.get('/api/user'), 401);
      expectProblem(
        await new ApiClient(system.baseUrl).post('/api/login', {
          username: user.username,
          password: user.password,
        }),
        401,
      );
      const rows = await sql(system.databaseUrl, 'SELECT id FROM identity.users WHERE id = $1', [self.id]);
      expect(rows).toEqual([]);

      // The username is free again.
      expect(
        (await new ApiClient(system.baseUrl).post('/api/register', { ...newUser(), username: user.username }))
          .status,
      ).toBe(201);
    });

    it('answers 401 without a session', async () => {
      expectProblem(await deleteOwnAccount(new ApiClient(system.baseUrl), 'any-password'), 401);
    });
  });

  describe('GET /api/admin/init', () => {
    it('refuses anyone but the designated account with 403', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      expectProblem(await client.get('/api/admin/init'), 403);
      expect((await client.get('/api/user')).body).toMatchObject({ isAdmin: false });
    });

    it('makes the designated account admin, idempotently, and the session knows it', async () => {
      const { client } = await signedUpClient(system.baseUrl, { ...newUser(), username: 'admin' });
      const first = await client.get('/api/admin/init');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ username: 'admin', isAdmin: true });
      expectNoSecrets(first.body);
      const second = await client.get('/api/admin/init');
      expect(second.body).toMatchObject({ isAdmin: true });
      expect((await client.get('/api/user')).body).toMatchObject({ isAdmin: true });
    });

    it('answers 401 without a session', async () => {
      expectProblem(await new ApiClient(system.baseUrl).get('/api/admin/init'), 401);
    });
  });
});
