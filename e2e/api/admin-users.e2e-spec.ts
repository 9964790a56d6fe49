import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createCheckIn, eventually, type CheckInCard } from './support/check-ins';
import { sql } from './support/database';
import { expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { deleteOwnAccount, newUser, signedUpClient, type TestUser } from './support/users';

/** The launcher's identity runs with the development default of ADMIN_USERNAME. */
const DESIGNATED = 'admin';

interface Person {
  client: ApiClient;
  user: TestUser;
  self: { id: number; username: string };
}

describe('admin users API', () => {
  let system: RunningSystem;
  /** The designated account, the first administrator once bootstrapped. */
  let admin: Person;

  beforeAll(async () => {
    system = await bootSystem();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => system?.stop());

  const guest = () => new ApiClient(system.baseUrl);
  const signUp = async (user: TestUser = newUser()): Promise<Person> => signedUpClient(system.baseUrl, user);
  const rights = (client: ApiClient, id: number | string, body: unknown = { isAdmin: true }) =>
    client.patch(`/api/admin/users/${id}/admin`, body);
  const isAdmin = async (person: Person) =>
    ((await person.client.get('/api/user')).body as { isAdmin: boolean }).isAdmin;

  describe('GET /api/admin/init (bootstrap)', () => {
    it('answers 401 to a guest', async () => {
      expectProblem(await guest().get('/api/admin/init'), 401);
    });

    it('refuses a cross-site request, by Sec-Fetch-Site or by a foreign Origin, changing nothing', async () => {
      admin = await signUp({ ...newUser(), username: DESIGNATED });
      const refused: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
      ];
      for (const headers of refused) {
        const response = await admin.client.get('/api/admin/init', { headers });
        expect(expectProblem(response, 403).detail).toBe('Cross-site requests are not allowed.');
      }
      expect(await isAdmin(admin)).toBe(false);
    });

    it('promotes the designated account when the request comes from the app itself, on its every device', async () => {
      const otherDevice = new ApiClient(system.baseUrl);
      await otherDevice.post('/api/login', { username: admin.user.username, password: admin.user.password });
      const someone = await signUp();

      const response = await admin.client.get('/api/admin/init', {
        headers: { 'sec-fetch-site': 'same-origin', origin: system.baseUrl },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: admin.self.id, isAdmin: true });
      expect(await isAdmin(admin)).toBe(true);
      expect((await rights(otherDevice, someone.self.id, { isAdmin: false })).status).toBe(200);
    });

    it('refuses anyone else with 403', async () => {
      const someone = await signUp();
      expectProblem(await someone.client.get('/api/admin/init'), 403);
      expect(await isAdmin(someone)).toBe(false);
    });
  });

  describe('PATCH /api/admin/users/{id}/admin', () => {
    it('answers 401 to a guest and 403 to a user, even about themselves', async () => {
      const user = await signUp();
      expectProblem(await rights(guest(), user.self.id), 401);
      const problem = expectProblem(await rights(user.client, user.self.id), 403);
      expect(problem.detail).toBe('Administrator access is required.');
      expect(await isAdmin(user)).toBe(false);
    });

    it.each([
      ['a non-boolean isAdmin', 1, { isAdmin: 'yes' }],
      ['no isAdmin', 1, {}],
      ['an unknown field', 1, { isAdmin: true, role: 'owner' }],
      ['a non-numeric id', 'abc', { isAdmin: true }],
      ['a zero id', 0, { isAdmin: true }],
      ['an id out of range', '99999999999', { isAdmin: true }],
    ])('answers 400 to %s', async (_case, id, body) => {
      expectProblem(await rights(admin.client, id, body), 400);
    });

    it('answers 404 for nobody and 409 for the administrator themselves', async () => {
      expectProblem(await rights(admin.client, 2 ** 31 - 1), 404);
      for (const isAdminValue of [false, true]) {
        const problem = expectProblem(
          await rights(admin.client, admin.self.id, { isAdmin: isAdminValue }),
          409,
        );
        expect(problem.detail).toBe('You cannot change your own administrator rights');
      }
      expect(await isAdmin(admin)).toBe(true);
    });

    it("grants rights that hold from the grantee's very next request, on every device, without signing in again", async () => {
      const grantee = await signUp();
      const otherDevice = new ApiClient(system.baseUrl);
      await otherDevice.post('/api/login', {
        username: grantee.user.username,
        password: grantee.user.password,
      });
      const bystander = await signUp();
      expectProblem(await rights(grantee.client, bystander.self.id, { isAdmin: false }), 403);

      const granted = await rights(admin.client, grantee.self.id);
      expect(granted.status).toBe(200);
      expect(granted.body).toEqual({ userId: grantee.self.id, isAdmin: true });

      // An admin route at once: setting the bystander's rights to what they are changes nothing.
      const first = await rights(grantee.client, bystander.self.id, { isAdmin: false });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ userId: bystander.self.id, isAdmin: false });
      expect((await rights(otherDevice, bystander.self.id, { isAdmin: false })).status).toBe(200);
      expect(await isAdmin(grantee)).toBe(true);
    });

    it("revokes rights: the revoked person's very next admin request is refused", async () => {
      const revoked = await signUp();
      const bystander = await signUp();
      await rights(admin.client, revoked.self.id);
      expect((await rights(revoked.client, bystander.self.id, { isAdmin: false })).status).toBe(200);

      const response = await rights(admin.client, revoked.self.id, { isAdmin: false });
      expect(response.body).toEqual({ userId: revoked.self.id, isAdmin: false });
      expectProblem(await rights(revoked.client, bystander.self.id, { isAdmin: false }), 403);
      expect(await isAdmin(revoked)).toBe(false);
    });

    it('refuses the designated account a new init once another administrator has taken its rights', async () => {
      const deputy = await signUp();
      await rights(admin.client, deputy.self.id);
      expect((await rights(deputy.client, admin.self.id, { isAdmin: false })).status).toBe(200);
      expect(await isAdmin(admin)).toBe(false);

      expectProblem(await admin.client.get('/api/admin/init'), 403);
      expect(await isAdmin(admin)).toBe(false);

      expect((await rights(deputy.client, admin.self.id)).status).toBe(200);
      expect(await isAdmin(admin)).toBe(true);
    });

    it('keeps the last administrator: their own account deletion is refused', async () => {
      // Every administrator but the designated account steps down.
      const others = await sql<{ id: number }>(
        system.databaseUrl,
        'SELECT id FROM identity.users WHERE is_admin AND id <> $1',
        [admin.self.id],
      );
      for (const { id } of others) {
        expect((await rights(admin.client, id, { isAdmin: false })).status).toBe(200);
      }
      const problem = expectProblem(await deleteOwnAccount(admin.client, admin.user.password), 409);
      expect(problem.detail).toBe('Crema needs at least one administrator');
      expect(await isAdmin(admin)).toBe(true);
    });
  });

  describe('DELETE /api/admin/users/{id}', () => {
    it('answers 401 to a guest, 403 to a user, 400 to a bad id, 404 for nobody and 409 for oneself', async () => {
      const user = await signUp();
      expectProblem(await guest().delete(`/api/admin/users/${user.self.id}`), 401);
      expectProblem(await user.client.delete(`/api/admin/users/${user.self.id}`), 403);
      expectProblem(await admin.client.delete('/api/admin/users/abc'), 400);
      expectProblem(await admin.client.delete(`/api/admin/users/${2 ** 31 - 1}`), 404);
      const problem = expectProblem(await admin.client.delete(`/api/admin/users/${admin.self.id}`), 409);
      expect(problem.detail).toMatch(/account deletion/);
      expect(await isAdmin(user)).toBe(false);
    });

    it('deletes the person: their sessions die, their avatar file goes and their check-ins leave discover', async () => {
      const victim = await signUp();
      const otherDevice = new ApiClient(system.baseUrl);
      await otherDevice.post('/api/login', {
        username: victim.user.username,
        password: victim.user.password,
      });
      const avatar = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 80, b: 40 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(avatar)], { type: 'image/png' }), 'me.png');
      const uploaded = await victim.client.request('POST', '/api/user/avatar', { body: form });
      const avatarUrl = (uploaded.body as { avatarUrl: string }).avatarUrl;
      const avatarFile = join(system.mediaDir, avatarUrl.replace(/^\/media\//, ''));
      expect(existsSync(avatarFile)).toBe(true);

      const checkIn = await createCheckIn(victim.client);
      const discoverIds = async () =>
        (
          (await guest().get('/api/check-ins?feedType=discover&filter=recent&limit=50')).body as CheckInCard[]
        ).map((card) => card.id);
      await eventually(async () => expect(await discoverIds()).toContain(checkIn.id));

      const response = await admin.client.delete(`/api/admin/users/${victim.self.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');

      expectProblem(await victim.client.get('/api/user'), 401);
      expectProblem(await otherDevice.get('/api/user'), 401);
      expectProblem(
        await guest().post('/api/login', { username: victim.user.username, password: victim.user.password }),
        401,
      );
      expect(existsSync(avatarFile)).toBe(false);
      await eventually(async () => expect(await discoverIds()).not.toContain(checkIn.id));
      expectProblem(await admin.client.delete(`/api/admin/users/${victim.self.id}`), 404);
    });
  });

  describe('DELETE /api/admin/users/{id}/sessions', () => {
    it('answers 401 to a guest, 403 to a user, 400 to a bad id, 404 for nobody and 409 for oneself, ending nothing', async () => {
      const user = await signUp();
      const path = `/api/admin/users/${user.self.id}/sessions`;
      expectProblem(await guest().delete(path), 401);
      expectProblem(await user.client.delete(path), 403);
      expectProblem(await admin.client.delete('/api/admin/users/abc/sessions'), 400);
      expectProblem(await admin.client.delete(`/api/admin/users/${2 ** 31 - 1}/sessions`), 404);
      const problem = expectProblem(
        await admin.client.delete(`/api/admin/users/${admin.self.id}/sessions`),
        409,
      );
      expect(problem.detail).toMatch(/session list/);
      expect((await user.client.get('/api/user')).status).toBe(200);
      expect((await admin.client.get('/api/user')).status).toBe(200);
    });

    it('signs the person out on every device and ends their access tokens; they sign in again as before, and the audit trail says who did it', async () => {
      const person = await signUp();
      const otherDevice = new ApiClient(system.baseUrl);
      const { username, password } = person.user;
      expect((await otherDevice.post('/api/login', { username, password })).status).toBe(200);
      // What whoever held a stolen session may have minted ends with the sessions.
      const minted = await person.client.post('/api/user/tokens', {
        name: 'Minted',
        scopes: ['read', 'write'],
      });
      expect(minted.status).toBe(201);
      const byToken = () =>
        new ApiClient(system.baseUrl).get('/api/user', {
          headers: { authorization: `Bearer ${(minted.body as { token: string }).token}` },
        });
      expect((await byToken()).status).toBe(200);

      const response = await admin.client.delete(`/api/admin/users/${person.self.id}/sessions`);
      expect(response.status).toBe(204);
      expectProblem(await person.client.get('/api/user'), 401);
      expectProblem(await otherDevice.get('/api/user'), 401);
      expectProblem(await byToken(), 401);
      expect((await admin.client.get('/api/user')).status).toBe(200);

      const again = new ApiClient(system.baseUrl);
      expect((await again.post('/api/login', { username, password })).status).toBe(200);
      expect((await again.get('/api/user')).status).toBe(200);
      await eventually(async () => {
        const audit = await admin.client.get(
          `/api/admin/audit?action=user.signed-out&adminId=${admin.self.id}`,
        );
        expect(audit.body).toEqual([
          expect.objectContaining({
            targetType: 'user',
            targetId: String(person.self.id),
            details: { username },
          }),
        ]);
      });
    });
  });

  describe('the designated name', () => {
    it('cannot be registered or taken by a rename once there is an administrator, not even after its holder gave it up', async () => {
      const taken = (response: Awaited<ReturnType<ApiClient['get']>>) =>
        expect(expectProblem(response, 409).detail).toBe('This username is already taken');

      taken(await guest().post('/api/register', { ...newUser(), username: DESIGNATED.toUpperCase() }));
      expect((await admin.client.patch('/api/user/settings', { username: 'Admin' })).body).toMatchObject({
        username: 'Admin',
      });
      expect((await admin.client.patch('/api/user/settings', { username: 'head_barista' })).status).toBe(200);

      taken(await guest().post('/api/register', { ...newUser(), username: DESIGNATED }));
      const someone = await signUp();
      taken(await someone.client.patch('/api/user/settings', { username: 'ADMIN' }));
      taken(await admin.client.patch('/api/user/settings', { username: DESIGNATED }));
      const holders = await sql(
        system.databaseUrl,
        'SELECT id FROM identity.users WHERE lower(username) = $1',
        [DESIGNATED],
      );
      expect(holders).toEqual([]);
    });
  });
});
