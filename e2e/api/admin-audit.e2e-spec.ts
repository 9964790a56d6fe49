import { adminClient } from './support/admin';
import { createCheckIn, eventually } from './support/check-ins';
import { sql } from './support/database';
import { expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { BOOT_TIMEOUT_MS, sharedSystem } from './support/system';
import { signedUpClient } from './support/users';

interface Entry {
  id: string;
  adminId: number;
  adminUsername: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  correlationId: string | null;
  at: string;
}

/** The administrators' audit trail end to end: identity, checkins and admin actions in one list (docs/adr/0030). */
describe('admin audit trail API', () => {
  const system = sharedSystem();
  let admin: ApiClient;
  let adminId: number;
  let adminUsername: string;

  beforeAll(async () => {
    admin = await adminClient(system);
    ({ id: adminId, username: adminUsername } = (await admin.get('/api/user')).body as {
      id: number;
      username: string;
    });
  }, BOOT_TIMEOUT_MS);

  const entries = async (query = '') => {
    const response = await admin.get(`/api/admin/audit${query}`);
    expect(response.status).toBe(200);
    return response.body as Entry[];
  };

  it('lists user changes, content moderation and catalogue edits, newest first, each with its request', async () => {
    const person = await signedUpClient(system.baseUrl);
    const checkIn = await createCheckIn(person.client);

    const granted = await admin.patch(`/api/admin/users/${person.self.id}/admin`, { isAdmin: true });
    expect(granted.status).toBe(200);
    const deleted = await admin.delete(`/api/admin/check-ins/${checkIn.id}`);
    expect(deleted.status).toBe(204);
    const roaster = await admin.post('/api/admin/roasters', { name: 'Audited Roastery' });
    expect(roaster.status).toBe(201);

    const wanted = [
      ['user.admin-granted', 'user', String(person.self.id), granted.headers.get('x-correlation-id')],
      ['check-in.deleted', 'check-in', String(checkIn.id), deleted.headers.get('x-correlation-id')],
      [
        'roaster.created',
        'roaster',
        String((roaster.body as { id: number }).id),
        roaster.headers.get('x-correlation-id'),
      ],
    ];
    const listed = await eventually(async () => {
      const all = await entries(`?adminId=${adminId}`);
      expect(
        all.map((entry) => [entry.action, entry.targetType, entry.targetId, entry.correlationId]),
      ).toEqual(expect.arrayContaining(wanted));
      return all;
    });
    for (const entry of listed) expect(entry).toMatchObject({ adminId, adminUsername });
    const times = listed.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    // The list says who, never their email.
    expect(JSON.stringify(listed)).not.toContain('@');

    const onlyDeletions = await entries(`?adminId=${adminId}&action=check-in.deleted`);
    expect(onlyDeletions.map((entry) => entry.targetId)).toEqual([String(checkIn.id)]);
    expect(await entries(`?adminId=${person.self.id}`)).toEqual([]);
  });

  it('pages with a Link header', async () => {
    for (const name of ['Paged One', 'Paged Two', 'Paged Three']) {
      expect((await admin.post('/api/admin/roasters', { name })).status).toBe(201);
    }
    const first = await admin.get('/api/admin/audit?limit=2&action=roaster.created');
    expect((first.body as Entry[]).map((entry) => entry.details.name)).toEqual(['Paged Three', 'Paged Two']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await admin.get(next!);
    expect((second.body as Entry[]).map((entry) => entry.details.name)).toEqual([
      'Paged One',
      'Audited Roastery',
    ]);
  });

  it('a refused change is not recorded', async () => {
    const count = async () =>
      Number(
        (await sql<{ n: string }>(system.databaseUrl, 'SELECT count(*) AS n FROM admin.audit_log'))[0]?.n,
      );
    const before = await count();
    const listedBefore = await entries(`?adminId=${adminId}&limit=50`);
    expectProblem(await admin.delete('/api/admin/check-ins/987654'), 404);
    expectProblem(await admin.patch(`/api/admin/users/${adminId}/admin`, { isAdmin: false }), 409);
    expectProblem(await admin.post('/api/admin/roasters', { name: 'Paged One' }), 409);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await entries(`?adminId=${adminId}&limit=50`)).toEqual(listedBefore);
    expect(await count()).toBe(before);
  });

  it('is for administrators only, and refuses bad filters with a problem', async () => {
    const person = await signedUpClient(system.baseUrl);
    expectProblem(await new ApiClient(system.baseUrl).get('/api/admin/audit'), 401);
    expectProblem(await person.client.get('/api/admin/audit'), 403);
    const token = await admin.post('/api/user/tokens', { name: 'Admin script', scopes: ['read'] });
    const headers = { authorization: `Bearer ${(token.body as { token: string }).token}` };
    expectProblem(await new ApiClient(system.baseUrl).get('/api/admin/audit', { headers }), 403);
    expectProblem(await admin.get('/api/admin/audit?action=user.hacked'), 400);
    expectProblem(await admin.get('/api/admin/audit?adminId=-1'), 400);
    expectProblem(await admin.get('/api/admin/audit?cursor=forged'), 400);
  });
});
