import type { ModerationReport } from '@crema/contracts/checkins/moderation';
import type { UserStats } from '@crema/contracts/insights/stats';
import {
  checkInRow,
  checkinsCounts,
  createCheckIn,
  eventually,
  nextLinkOf,
  walkPages,
  type CheckInCard,
} from './support/check-ins';
import { expectClientError, expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { setPrivacy } from './support/social';
import { BOOT_TIMEOUT_MS, sharedSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';
import { adminClient } from './support/admin';

describe('administrators and check-ins: the list, delete, reassign and the reports queue', () => {
  const system = sharedSystem();
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await adminClient(system);
  }, BOOT_TIMEOUT_MS);

  const guest = () => new ApiClient(system.baseUrl);
  const person = (prefix = 'p') => signedUpClient(system.baseUrl, newUser(prefix));
  const ids = (body: unknown) => (body as CheckInCard[]).map((card) => card.id);
  const report = async (client: ApiClient, checkInId: number, reason = 'Not about coffee') => {
    const response = await client.post(`/api/check-ins/${checkInId}/report`, { reason });
    expect(response.status).toBe(201);
  };
  const openReports = async () => {
    const { pages } = await walkPages<ModerationReport>(admin, '/api/admin/moderation/reports?limit=50');
    return pages.flat();
  };
  const reportAbout = async (checkInId: number) => {
    const found = (await openReports()).find((item) => item.checkInId === checkInId);
    if (!found) throw new Error(`no open report about check-in ${checkInId}`);
    return found;
  };

  describe('access', () => {
    it('answers 401 to guests, 403 to people who are not administrators, 2xx to an administrator', async () => {
      const owner = await person('own');
      const other = await person('oth');
      const card = await createCheckIn(owner.client);
      const victim = await createCheckIn(owner.client);
      await report(other.client, card.id);
      const reportId = (await reportAbout(card.id)).id;
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/admin/moderation/reports'],
        ['POST', `/api/admin/moderation/reports/${reportId}/resolve`, { resolution: 'dismiss' }],
        ['PATCH', `/api/admin/check-ins/${card.id}/reassign`, { newUserId: other.self.id }],
        ['DELETE', `/api/admin/check-ins/${victim.id}`],
      ];
      const before = await checkinsCounts(system.databaseUrl);
      for (const [method, path, json] of calls) {
        const options = json === undefined ? {} : { json };
        expectProblem(await guest().request(method, path, options), 401);
        expectProblem(await other.client.request(method, path, options), 403);
      }
      expect(await checkinsCounts(system.databaseUrl)).toEqual(before);

      const answers = [];
      for (const [method, path, json] of calls)
        answers.push(await admin.request(method, path, json === undefined ? {} : { json }));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 204]);
      expect(answers[1]!.body).toMatchObject({ id: reportId, status: 'resolved', resolution: 'dismiss' });
      expect(answers[2]!.body).toMatchObject({ id: card.id, userId: other.self.id });
      expect(answers[3]!.text).toBe('');
      expect(await checkInRow(system.databaseUrl, victim.id)).toBeNull();
      expectProblem(await admin.delete(`/api/admin/check-ins/${victim.id}`), 404);
    });

    it('answers bad input with a 4xx that says what is wrong, never a 5xx, and writes nothing', async () => {
      const { client } = await person('bad');
      const card = await createCheckIn(client);
      const before = await checkinsCounts(system.databaseUrl);
      const cases: [string, string, unknown?][] = [
        ['DELETE', '/api/admin/check-ins/abc'],
        ['DELETE', '/api/admin/check-ins/0'],
        ['DELETE', `/api/admin/check-ins/${2 ** 31}`],
        ['PATCH', `/api/admin/check-ins/${card.id}/reassign`, {}],
        ['PATCH', `/api/admin/check-ins/${card.id}/reassign`, { newUserId: 'seven' }],
        ['PATCH', `/api/admin/check-ins/${card.id}/reassign`, { newUserId: 1.5 }],
        ['PATCH', `/api/admin/check-ins/${card.id}/reassign`, { newUserId: -3 }],
        ['PATCH', `/api/admin/check-ins/${card.id}/reassign`, { newUserId: 1, isAdmin: true }],
        ['PATCH', `/api/admin/check-ins/${card.id}/reassign`, [1]],
        ['PATCH', '/api/admin/check-ins/-1/reassign', { newUserId: 1 }],
        ['GET', '/api/admin/moderation/reports?status=closed'],
        ['GET', '/api/admin/moderation/reports?limit=0'],
        ['GET', '/api/admin/moderation/reports?limit=51'],
        ['GET', '/api/admin/moderation/reports?cursor=%27%3B--'],
        ['GET', '/api/admin/moderation/reports?cursor=eyJrIjoiZGlzY292ZXIuYWxsIiwiaWQiOjF9'],
        ['POST', '/api/admin/moderation/reports/1/resolve', {}],
        ['POST', '/api/admin/moderation/reports/1/resolve', { resolution: 'ban' }],
        ['POST', '/api/admin/moderation/reports/1/resolve', { resolution: 'dismiss', note: 'x' }],
        ['POST', '/api/admin/moderation/reports/x/resolve', { resolution: 'dismiss' }],
        ['GET', '/api/check-ins?feedType=feed&filter=all'],
        ['GET', '/api/check-ins?filter=everything'],
        ['GET', '/api/check-ins?filter=popular&cursor=bm9wZQ'],
      ];
      for (const [method, path, json] of cases) {
        const response = await admin.request(method, path, json === undefined ? {} : { json });
        const problem = expectClientError(response);
        expect({ path, status: response.status }).toEqual({ path, status: 400 });
        expect(problem.detail).toBeTruthy();
      }
      const raw = await admin.request('PATCH', `/api/admin/check-ins/${card.id}/reassign`, {
        body: '{"newUserId": ',
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(raw, 400);
      expectProblem(
        await admin.patch(`/api/admin/check-ins/${card.id}/reassign`, { newUserId: 2 ** 31 - 1 }),
        404,
      );
      expectProblem(
        await admin.post('/api/admin/moderation/reports/2147483647/resolve', { resolution: 'delete' }),
        404,
      );
      expect(await checkinsCounts(system.databaseUrl)).toEqual(before);
    });
  });

  describe('the list of every check-in', () => {
    it('shows an administrator a private person’s check-in; anyone else asking for all gets 403', async () => {
      const hermit = await person('her');
      await setPrivacy(hermit.client, { profileVisibility: 'private' });
      const secret = await createCheckIn(hermit.client, { coffeeName: 'Hermit Blend' });
      const someone = await person('som');

      const all = await walkPages<CheckInCard>(admin, '/api/check-ins?feedType=discover&filter=all&limit=1', {
        until: (cards) => cards.some((card) => card.id === secret.id),
      });
      expect(all.pages.flat().map((card) => card.id)).toContain(secret.id);
      expect(nextLinkOf(all.responses[0]!)).toMatch(/filter=all/);
      const popular = await admin.get('/api/check-ins?feedType=discover&filter=popular&limit=50');
      expect(popular.status).toBe(200);
      expect(ids(popular.body)).toContain(secret.id);
      const discover = await admin.get('/api/check-ins?feedType=discover&filter=recent&limit=50');
      expect(ids(discover.body)).not.toContain(secret.id);

      for (const filter of ['all', 'popular']) {
        expectProblem(await someone.client.get(`/api/check-ins?feedType=discover&filter=${filter}`), 403);
        expectProblem(await guest().get(`/api/check-ins?feedType=discover&filter=${filter}`), 401);
      }
    });
  });

  describe('reassigning', () => {
    it('moves the check-in from one profile to the other, and the stats of both people follow', async () => {
      const from = await person('frm');
      const to = await person('to');
      const card = await createCheckIn(from.client, { coffeeName: 'Passed Along', brewMethod: 'Siphon' });
      await createCheckIn(from.client);
      await eventually(async () =>
        expect(((await from.client.get('/api/user/stats')).body as UserStats).totalCheckIns).toBe(2),
      );

      const moved = await admin.patch(`/api/admin/check-ins/${card.id}/reassign`, { newUserId: to.self.id });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ id: card.id, userId: to.self.id, username: to.user.username });

      const profile = async (client: ApiClient, username: string) =>
        ids((await client.get(`/api/users/${username}/check-ins`)).body);
      expect(await profile(guest(), from.user.username)).not.toContain(card.id);
      expect(await profile(guest(), to.user.username)).toContain(card.id);
      expect(ids((await to.client.get('/api/user/check-ins')).body)).toContain(card.id);
      expect(ids((await from.client.get('/api/user/check-ins')).body)).not.toContain(card.id);
      await eventually(async () => {
        const fromStats = (await from.client.get('/api/user/stats')).body as UserStats;
        const toStats = (await to.client.get('/api/user/stats')).body as UserStats;
        expect(fromStats.totalCheckIns).toBe(1);
        expect(toStats.totalCheckIns).toBe(1);
        expect(toStats.topBrewMethods.map((method) => method.name)).toEqual(['Siphon']);
      });
      // The owner is now `to`: they edit it, `from` no longer can.
      expect((await to.client.patch(`/api/check-ins/${card.id}`, { rating: 5 })).status).toBe(200);
      expectProblem(await from.client.patch(`/api/check-ins/${card.id}`, { rating: 1 }), 404);
      // To its present owner: nothing changes.
      const again = await admin.patch(`/api/admin/check-ins/${card.id}/reassign`, { newUserId: to.self.id });
      expect(again.status).toBe(200);
      const unknown = await admin.patch(`/api/admin/check-ins/${card.id}/reassign`, { newUserId: 999_999 });
      expect(expectProblem(unknown, 404).detail).toBe('No such user');
    });
  });

  describe('the reports queue', () => {
    it('takes a report to the queue, and dismissing resolves it (409 the second time)', async () => {
      const owner = await person('rep');
      const reporter = await person('rpt');
      const card = await createCheckIn(owner.client);
      await report(reporter.client, card.id, 'Looks like an advert');
      const open = await reportAbout(card.id);
      expect(open).toMatchObject({
        status: 'open',
        reason: 'Looks like an advert',
        ruleName: null,
        reporter: { id: reporter.self.id, username: reporter.user.username },
        checkIn: { id: card.id, author: { id: owner.self.id }, hidden: false },
      });
      const dismissed = await admin.post(`/api/admin/moderation/reports/${open.id}/resolve`, {
        resolution: 'dismiss',
      });
      expect(dismissed.status).toBe(200);
      expect(dismissed.body).toMatchObject({ id: open.id, status: 'resolved', resolution: 'dismiss' });
      const conflict = expectProblem(
        await admin.post(`/api/admin/moderation/reports/${open.id}/resolve`, { resolution: 'delete' }),
        409,
      );
      expect(conflict.detail).toBe('This report is already resolved');
      expect((await guest().get(`/api/shared-check-in/${card.id}`)).status).toBe(200);
      const resolved = await walkPages<ModerationReport>(
        admin,
        '/api/admin/moderation/reports?status=resolved',
      );
      expect(resolved.pages.flat().map((item) => item.id)).toContain(open.id);
      expect((await openReports()).map((item) => item.id)).not.toContain(open.id);
    });

    it('deletes the reported check-in when resolved with delete', async () => {
      const owner = await person('del');
      const reporter = await person('rpd');
      const card = await createCheckIn(owner.client);
      await report(reporter.client, card.id);
      const open = await reportAbout(card.id);
      const deleted = await admin.post(`/api/admin/moderation/reports/${open.id}/resolve`, {
        resolution: 'delete',
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ status: 'resolved', resolution: 'delete', checkIn: null });
      expectProblem(await guest().get(`/api/shared-check-in/${card.id}`), 404);
      expect(ids((await owner.client.get('/api/user/check-ins')).body)).not.toContain(card.id);
    });

    it('pages the queue with Link rel=next', async () => {
      const owner = await person('pag');
      const reporters = await Promise.all([person('r1'), person('r2'), person('r3')]);
      const card = await createCheckIn(owner.client);
      for (const reporter of reporters) await report(reporter.client, card.id);
      const first = await admin.get('/api/admin/moderation/reports?limit=2');
      expect((first.body as ModerationReport[]).length).toBe(2);
      const next = nextLinkOf(first);
      expect(next).toMatch(/^\/api\/admin\/moderation\/reports\?status=open&limit=2&cursor=/);
      const { pages } = await walkPages<ModerationReport>(admin, '/api/admin/moderation/reports?limit=2');
      const all = pages.flat().map((item) => item.id);
      expect(all).toEqual([...all].sort((a, b) => b - a));
      expect(new Set(all).size).toBe(all.length);
    });
  });
});
