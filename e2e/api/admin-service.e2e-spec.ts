import type { Analytics } from '@crema/contracts/admin/analytics';
import type { CoffeeBag, Roaster } from '@crema/contracts/admin/catalogue';
import type { LabelReading } from '@crema/contracts/admin/label';
import type { ModerationRule } from '@crema/contracts/admin/moderation';
import type { ModerationReport } from '@crema/contracts/checkins/moderation';
import type { AppSetting } from '@crema/contracts/admin/settings';
import type { AdminUser } from '@crema/contracts/admin/users';
import { adminClient, fileForm, labelImage } from './support/admin';
import {
  checkInBody,
  checkInForm,
  createCheckIn,
  eventually,
  nextLinkOf,
  postCheckInForm,
  type CheckInCard,
} from './support/check-ins';
import { sql } from './support/database';
import { expectProblem } from './support/expectations';
import { ApiClient, type ApiResponse } from './support/http';
import { BOOT_TIMEOUT_MS, sharedSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

type Call = (client: ApiClient) => Promise<ApiResponse>;

/** Every route of the admin service, called with a valid request. */
const ROUTES: Record<string, Call> = {
  'GET /api/admin/users': (client) => client.get('/api/admin/users'),
  'GET /api/admin/settings': (client) => client.get('/api/admin/settings'),
  'PUT /api/admin/settings/{key}': (client) => client.put('/api/admin/settings/motd', { value: 'Hi' }),
  'GET /api/admin/moderation/rules': (client) => client.get('/api/admin/moderation/rules'),
  'POST /api/admin/moderation/rules': (client) =>
    client.post('/api/admin/moderation/rules', { name: 'Rule', description: 'A rule' }),
  'PATCH /api/admin/moderation/rules/{id}': (client) =>
    client.patch('/api/admin/moderation/rules/1', { active: false }),
  'DELETE /api/admin/moderation/rules/{id}': (client) => client.delete('/api/admin/moderation/rules/1'),
  'GET /api/admin/analytics': (client) => client.get('/api/admin/analytics?period=weekly'),
  'GET /api/admin/roasters': (client) => client.get('/api/admin/roasters'),
  'POST /api/admin/roasters': (client) => client.post('/api/admin/roasters', { name: 'Matrix Roasters' }),
  'DELETE /api/admin/roasters/{id}': (client) => client.delete('/api/admin/roasters/1'),
  'GET /api/admin/coffee-bags': (client) => client.get('/api/admin/coffee-bags'),
  'POST /api/admin/coffee-bags': (client) =>
    client.post('/api/admin/coffee-bags', { coffeeName: 'Matrix Blend' }),
  'DELETE /api/admin/coffee-bags/{id}': (client) => client.delete('/api/admin/coffee-bags/1'),
  'POST /api/admin/coffee-bags/upload-ocr': async (client) =>
    client.post('/api/admin/coffee-bags/upload-ocr', undefined, {
      body: fileForm('image', await labelImage(['Matrix', 'Label']), 'image/png', 'label.png'),
    }),
};

describe('admin service API: users, settings, moderation rules, catalogue, label OCR, analytics', () => {
  const system = sharedSystem();
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await adminClient(system);
  }, BOOT_TIMEOUT_MS);

  it('answers guests 401 and people who are not administrators 403 on every route, changing nothing', async () => {
    const { client: person } = await signedUpClient(system.baseUrl, newUser('plain'));
    const guest = new ApiClient(system.baseUrl);
    const adminRows = async () =>
      (
        await sql<{ count: number }>(
          system.databaseUrl,
          `SELECT (SELECT count(*) FROM admin.app_settings) + (SELECT count(*) FROM admin.moderation_rules)
             + (SELECT count(*) FROM admin.roasters) + (SELECT count(*) FROM admin.coffee_bags) AS count`,
        )
      )[0]?.count;
    const before = await adminRows();
    for (const [route, call] of Object.entries(ROUTES)) {
      expect([route, (await call(guest)).status]).toEqual([route, 401]);
      expect([route, (await call(person)).status]).toEqual([route, 403]);
    }
    expect(await adminRows()).toBe(before);
  });

  it('keeps settings: known keys typed, free-form keys as given', async () => {
    const known = await admin.get('/api/admin/settings');
    // The known keys lead the list (free-form keys other files set follow them).
    expect((known.body as AppSetting[]).map((setting) => setting.key).slice(0, 2)).toEqual([
      'registration.open',
      'checkins.max-per-hour',
    ]);
    expectProblem(await admin.put('/api/admin/settings/checkins.max-per-hour', { value: 'many' }), 400);
    expectProblem(await admin.put('/api/admin/settings/Bad%20Key', { value: 'x' }), 400);
    expectProblem(await admin.put('/api/admin/settings/motd', { value: '' }), 400);
    const saved = await admin.put('/api/admin/settings/checkins.max-per-hour', {
      value: '30',
      description: 'Calmer',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      key: 'checkins.max-per-hour',
      value: '30',
      description: 'Calmer',
      known: true,
    });
  });

  it('adds, toggles and removes moderation rules, with clear messages for bad input', async () => {
    const missing = expectProblem(
      await admin.post('/api/admin/moderation/rules', { name: '', description: '' }),
      400,
    );
    expect(missing.errors?.map((error) => error.path).sort()).toEqual(['description', 'name']);
    expectProblem(
      await admin.post('/api/admin/moderation/rules', { name: 'R', description: 'D', action: 'nuke' }),
      400,
    );
    const created = await admin.post('/api/admin/moderation/rules', {
      name: 'Shop links',
      description: 'No selling in check-ins',
      pattern: 'discount code',
      action: 'hide',
    });
    expect(created.status).toBe(201);
    const rule = created.body as ModerationRule;
    const toggled = await admin.patch(`/api/admin/moderation/rules/${rule.id}`, { active: false });
    expect(toggled.body).toMatchObject({ id: rule.id, active: false, action: 'hide' });
    expectProblem(await admin.patch(`/api/admin/moderation/rules/${rule.id}`, {}), 400);
    expectProblem(await admin.patch('/api/admin/moderation/rules/abc', { active: true }), 400);
    expect((await admin.delete(`/api/admin/moderation/rules/${rule.id}`)).status).toBe(204);
    expectProblem(await admin.delete(`/api/admin/moderation/rules/${rule.id}`), 404);
  });

  it('keeps the catalogue: unique roasters, bags linked by roaster name, paging with Link', async () => {
    expect(expectProblem(await admin.post('/api/admin/roasters', { name: '  ' }), 400).detail).toContain(
      'Please enter a roaster name',
    );
    expectProblem(
      await admin.post('/api/admin/roasters', { name: 'Onyx', website: 'javascript:alert(1)' }),
      400,
    );
    const onyx = await admin.post('/api/admin/roasters', { name: 'Onyx Coffee Lab', location: 'Rogers, AR' });
    expect(onyx.status).toBe(201);
    expectProblem(await admin.post('/api/admin/roasters', { name: 'onyx coffee lab' }), 409);
    const bag = await admin.post('/api/admin/coffee-bags', {
      coffeeName: 'Geometry',
      roasterName: 'Onyx Coffee Lab',
      roastLevel: 'Light',
      flavorNotes: ['Berry', 'Chocolate'],
      certifications: ['Organic'],
    });
    expect(bag.status).toBe(201);
    expect(bag.body).toMatchObject({ roasterId: (onyx.body as Roaster).id, roasterName: 'Onyx Coffee Lab' });
    expectProblem(await admin.post('/api/admin/coffee-bags', { coffeeName: 'X', roastLevel: 'Burnt' }), 400);
    expectProblem(
      await admin.post('/api/admin/coffee-bags', { coffeeName: 'Pwn', imageUrl: 'https://evil.test/x.png' }),
      400,
    );

    for (let index = 0; index < 3; index += 1)
      await admin.post('/api/admin/roasters', { name: `Link Roaster ${index}` });
    const first = await admin.get('/api/admin/roasters?limit=2&query=link');
    expect((first.body as Roaster[]).map((roaster) => roaster.name)).toEqual([
      'Link Roaster 2',
      'Link Roaster 1',
    ]);
    const next = nextLinkOf(first);
    expect(next).toBeDefined();
    const second = await admin.get(next ?? '');
    expect((second.body as Roaster[]).map((roaster) => roaster.name)).toEqual(['Link Roaster 0']);

    const bagId = (bag.body as CoffeeBag).id;
    expect((await admin.delete(`/api/admin/coffee-bags/${bagId}`)).status).toBe(204);
    expectProblem(await admin.delete(`/api/admin/coffee-bags/${bagId}`), 404);
    expect((await admin.delete(`/api/admin/roasters/${(onyx.body as Roaster).id}`)).status).toBe(204);
  });

  it('reads a coffee-bag label, stores the image without metadata, and refuses what is not a PNG or JPG', async () => {
    const lines = [
      'SQUARE MILE COFFEE',
      'Red Brick Espresso',
      'Origin: Ethiopia',
      'Process: Washed',
      'Roast: Medium',
      'Net weight 350 g',
    ];
    const upload = await admin.post('/api/admin/coffee-bags/upload-ocr', undefined, {
      body: fileForm('image', await labelImage(lines, 'jpeg'), 'image/jpeg', 'bag.jpg'),
    });
    expect(upload.status).toBe(200);
    const reading = upload.body as LabelReading;
    expect(reading.rawText).toMatch(/Red Brick Espresso/i);
    expect(reading.extractedData).toMatchObject({
      origin: 'Ethiopia',
      processingMethod: 'Washed',
      roastLevel: 'Medium',
    });
    expect(reading.imageUrl).toMatch(/^\/media\/labels\/[\w-]+\.jpg$/);
    const image = await fetch(new URL(reading.imageUrl, system.baseUrl));
    expect(image.status).toBe(200);

    const saved = await admin.post('/api/admin/coffee-bags', {
      coffeeName: reading.extractedData.coffeeName ?? 'Red Brick Espresso',
      roasterName: reading.extractedData.roaster,
      origin: reading.extractedData.origin,
      imageUrl: reading.imageUrl,
      ocrText: reading.rawText,
    });
    expect(saved.status).toBe(201);

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expectProblem(
      await admin.post('/api/admin/coffee-bags/upload-ocr', undefined, {
        body: fileForm('image', gif, 'image/png', 'fake.png'),
      }),
      415,
    );
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10, 0xff);
    expectProblem(
      await admin.post('/api/admin/coffee-bags/upload-ocr', undefined, {
        body: fileForm('image', huge, 'image/png', 'huge.png'),
      }),
      413,
    );
    expectProblem(
      await admin.post('/api/admin/coffee-bags/upload-ocr', undefined, {
        body: fileForm('photo', gif, 'image/png', 'x.png'),
      }),
      400,
    );
  });

  it('lists people with their emails and check-in counts, and counts check-ins in analytics', async () => {
    const { client: brewer, self } = await signedUpClient(system.baseUrl, newUser('brewer'));
    for (const rating of [5, 4, 4])
      await createCheckIn(brewer, { roaster: 'Analytic Roasters', coffeeName: 'Counted', rating });
    const today = await eventually(async () => {
      const response = await admin.get('/api/admin/analytics?period=daily');
      expect(response.status).toBe(200);
      const analytics = response.body as Analytics;
      expect(analytics.checkInCount).toBeGreaterThanOrEqual(3);
      expect(analytics.topRoasters).toContainEqual({ name: 'Analytic Roasters', count: 3 });
      return analytics;
    });
    expect(today.series).toHaveLength(24);
    expect(today.ratingBreakdown[4]).toBeGreaterThanOrEqual(2);
    expect(today.newUserCount).toBeGreaterThanOrEqual(2);

    const people = await eventually(async () => {
      const response = await admin.get(
        `/api/admin/users?query=${encodeURIComponent(self.username)}&sort=checkIns`,
      );
      const list = response.body as AdminUser[];
      expect(list.map((person) => [person.username, person.checkInsCount])).toEqual([[self.username, 3]]);
      return list;
    });
    expect(people[0]).toMatchObject({ email: self.email, isAdmin: false });
    const byEmail = await admin.get(`/api/admin/users?query=${encodeURIComponent(self.email)}`);
    expect((byEmail.body as AdminUser[]).map((person) => person.id)).toEqual([self.id]);

    expectProblem(await admin.get('/api/admin/analytics?period=custom'), 400);
    expectProblem(
      await admin.get('/api/admin/analytics?period=custom&startDate=2026-02-10&endDate=2026-02-01'),
      400,
    );
    expectProblem(await admin.get('/api/admin/analytics?period=yearly'), 400);
    expectProblem(await admin.get('/api/admin/users?sort=email'), 400);
  });

  describe('what the other services do with it', () => {
    /** Waits until a service's own copy of an admin event's state shows `expected`. */
    const heldBy = (table: string, where: string, expected: unknown[]) =>
      eventually(async () => {
        const rows = await sql(system.databaseUrl, `SELECT * FROM ${table} WHERE ${where}`);
        expect(rows.length).toBe(expected.length);
        for (const [index, row] of rows.entries()) expect(row).toMatchObject(expected[index] as object);
      });

    it('a hide rule hides matching new check-ins from everyone but their author, until dismissed; off, it stops', async () => {
      const created = await admin.post('/api/admin/moderation/rules', {
        name: 'No selling',
        description: 'Check-ins are not adverts',
        pattern: 'discount code',
        action: 'hide',
      });
      const rule = created.body as ModerationRule;
      await heldBy('checkins.moderation_rules', `id = ${rule.id}`, [{ active: true, action: 'hide' }]);

      const { client: seller } = await signedUpClient(system.baseUrl, newUser('seller'));
      const { client: reader } = await signedUpClient(system.baseUrl, newUser('reader'));
      const advert = await createCheckIn(seller, { notes: 'Use my DISCOUNT côde… no, my discount code!' });
      const inDiscover = async (client: ApiClient, id: number) =>
        (
          (await client.get('/api/check-ins?feedType=discover&filter=recent&limit=50')).body as CheckInCard[]
        ).some((card) => card.id === id);
      expect(await inDiscover(reader, advert.id)).toBe(false);
      expect((await reader.get(`/api/shared-check-in/${advert.id}`)).status).toBe(404);
      expect((await seller.get(`/api/shared-check-in/${advert.id}`)).status).toBe(200);

      const queue = (await admin.get('/api/admin/moderation/reports?status=open')).body as ModerationReport[];
      const report = queue.find((item) => item.checkInId === advert.id);
      expect(report).toMatchObject({ ruleName: 'No selling', reporter: null, checkIn: { hidden: true } });
      const dismissed = await admin.post(`/api/admin/moderation/reports/${report?.id}/resolve`, {
        resolution: 'dismiss',
      });
      expect(dismissed.status).toBe(200);
      expect(await inDiscover(reader, advert.id)).toBe(true);

      await admin.patch(`/api/admin/moderation/rules/${rule.id}`, { active: false });
      await heldBy('checkins.moderation_rules', `id = ${rule.id}`, [{ active: false }]);
      const later = await createCheckIn(seller, { notes: 'Another discount code' });
      expect(await inDiscover(reader, later.id)).toBe(true);
    });

    it('checkins.max-per-hour limits how fast one person posts, with Retry-After', async () => {
      await admin.put('/api/admin/settings/checkins.max-per-hour', { value: '2' });
      await heldBy('checkins.settings', `key = 'checkins.max-per-hour'`, [{ value: '2' }]);
      const { client: eager } = await signedUpClient(system.baseUrl, newUser('eager'));
      await createCheckIn(eager);
      await createCheckIn(eager);
      const third = await postCheckInForm(eager, checkInForm(checkInBody()));
      expect(expectProblem(third, 429).detail).toBeDefined();
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      await admin.put('/api/admin/settings/checkins.max-per-hour', { value: '60' });
      await heldBy('checkins.settings', `key = 'checkins.max-per-hour'`, [{ value: '60' }]);
    });

    it('registration.open false closes sign-up until it is opened again', async () => {
      await admin.put('/api/admin/settings/registration.open', { value: 'false' });
      await heldBy('identity.settings', `key = 'registration.open'`, [{ value: 'false' }]);
      const closed = await new ApiClient(system.baseUrl).post('/api/register', newUser('late'));
      expect(expectProblem(closed, 403).detail).toBe('Registration is closed');
      await admin.put('/api/admin/settings/registration.open', { value: 'true' });
      await heldBy('identity.settings', `key = 'registration.open'`, [{ value: 'true' }]);
      expect((await new ApiClient(system.baseUrl).post('/api/register', newUser('early'))).status).toBe(201);
    });
  });
});
