import * as adminRpc from '@crema/contracts/admin/rpc';
import {
  moderationRuleChanged,
  roasterChanged,
  settingChanged,
  coffeeBagChanged,
} from '@crema/contracts/admin/events';
import {
  checkInCreated,
  checkInDeleted,
  checkInReassigned,
  checkInUpdated,
  type CheckInState,
} from '@crema/contracts/checkins/events';
import type { RpcDescriptor } from '@crema/contracts/common/rpc';
import { userDeleted, userRegistered } from '@crema/contracts/identity/events';
import type { UserProfile } from '@crema/contracts/identity/user';
import { eventually } from '@crema/testing';
import type { z } from 'zod';
import { accounts, ADMIN, failureOf, PERSON, startAdmin, type AdminFixture } from './admin-fixture';

const anyInput = { query: {}, body: {}, id: 1, key: 'x', imageUrl: '/media/labels/x.png' } as const;

let nextId = 5000;
function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  const id = overrides.id ?? nextId++;
  accounts.set(id, {
    id,
    email: `person${id}@crema.test`,
    isAdmin: false,
    createdAt: new Date().toISOString(),
  });
  return {
    id,
    username: `person${id}`,
    avatarUrl: null,
    bio: null,
    profileVisibility: 'public',
    shareCheckIns: true,
    ...overrides,
  };
}

let nextCheckIn = 1;
function checkIn(userId: number, at: string, overrides: Partial<CheckInState> = {}): CheckInState {
  return {
    id: nextCheckIn++,
    userId,
    coffeeName: 'Kochere',
    roaster: 'Square Mile',
    location: null,
    brewMethod: 'Pour Over',
    roastLevel: null,
    coffeeType: null,
    rating: 4,
    tastingNotes: [],
    notes: null,
    photoUrl: null,
    brewDetails: null,
    latitude: null,
    longitude: null,
    createdAt: at,
    updatedAt: at,
    hidden: false,
    ...overrides,
  };
}

describe('admin service (real PostgreSQL, NATS and Redis)', () => {
  let admin: AdminFixture;

  beforeAll(async () => {
    admin = await startAdmin();
  });
  afterAll(() => admin?.close());

  it('refuses every one of its requests to someone who is not an administrator, from the signed actor', async () => {
    const descriptors = (Object.values(adminRpc) as unknown[]).filter(
      (value): value is RpcDescriptor<z.ZodObject, z.ZodType> =>
        typeof value === 'object' && value !== null && 'subject' in value,
    );
    expect(descriptors.length).toBeGreaterThanOrEqual(14);
    for (const descriptor of descriptors) {
      const body = Object.fromEntries(
        Object.keys(descriptor.request.shape)
          .filter((key) => key !== 'actor')
          .map((key) => [key, anyInput[key as keyof typeof anyInput]]),
      );
      const failure = await failureOf(admin.rpc.send(descriptor, { actor: PERSON, ...body }));
      expect({ subject: descriptor.subject, status: failure.status }).toEqual({
        subject: descriptor.subject,
        status: 403,
      });
    }
  });

  it('keeps settings: known keys typed and defaulted, every change announced', async () => {
    const before = await admin.rpc.send(adminRpc.listSettings, { actor: ADMIN });
    expect(before.map((setting) => [setting.key, setting.value, setting.known])).toEqual([
      ['registration.open', 'true', true],
      ['checkins.max-per-hour', '60', true],
    ]);
    const refused = await failureOf(
      admin.rpc.send(adminRpc.putSetting, {
        actor: ADMIN,
        key: 'checkins.max-per-hour',
        body: { value: 'lots' },
      }),
    );
    expect(refused).toMatchObject({ status: 400, errors: [{ path: 'value' }] });
    await admin.rpc.send(adminRpc.putSetting, {
      actor: ADMIN,
      key: 'registration.open',
      body: { value: 'false' },
    });
    await admin.rpc.send(adminRpc.putSetting, {
      actor: ADMIN,
      key: 'welcome.banner',
      body: { value: 'Hello', description: 'Shown on the home page' },
    });
    const after = await admin.rpc.send(adminRpc.listSettings, { actor: ADMIN });
    expect(after.map((setting) => [setting.key, setting.value, setting.known])).toEqual([
      ['registration.open', 'false', true],
      ['checkins.max-per-hour', '60', true],
      ['welcome.banner', 'Hello', false],
    ]);
    expect(await admin.outbox(settingChanged.subject)).toEqual([
      { key: 'registration.open', value: 'false' },
      { key: 'welcome.banner', value: 'Hello' },
    ]);
  });

  it('adds, changes and removes moderation rules, announcing each state', async () => {
    const rule = await admin.rpc.send(adminRpc.createModerationRule, {
      actor: ADMIN,
      body: { name: 'Spam', description: 'Links to shops', pattern: 'buy now' },
    });
    expect(rule).toMatchObject({ active: true, action: 'flag', pattern: 'buy now' });
    const off = await admin.rpc.send(adminRpc.updateModerationRule, {
      actor: ADMIN,
      id: rule.id,
      body: { active: false },
    });
    expect(off).toMatchObject({ active: false, pattern: 'buy now', name: 'Spam' });
    const cleared = await admin.rpc.send(adminRpc.updateModerationRule, {
      actor: ADMIN,
      id: rule.id,
      body: { pattern: null },
    });
    expect(cleared.pattern).toBeNull();
    expect(
      await failureOf(
        admin.rpc.send(adminRpc.updateModerationRule, { actor: ADMIN, id: 999_999, body: { active: true } }),
      ),
    ).toMatchObject({ status: 404 });
    await admin.rpc.send(adminRpc.deleteModerationRule, { actor: ADMIN, id: rule.id });
    expect(await admin.rpc.send(adminRpc.listModerationRules, { actor: ADMIN })).toEqual([]);
    expect(
      (await admin.outbox(moderationRuleChanged.subject)).map((state) => [state.active, state.pattern]),
    ).toEqual([
      [true, 'buy now'],
      [false, 'buy now'],
      [false, null],
    ]);
  });

  it('keeps roaster names unique, links bags by roaster name, and tells search when a roaster goes', async () => {
    const onyx = await admin.rpc.send(adminRpc.createRoaster, {
      actor: ADMIN,
      body: { name: 'Onyx Coffee Lab', location: 'Rogers, AR', website: 'https://onyxcoffeelab.com' },
    });
    expect(
      await failureOf(
        admin.rpc.send(adminRpc.createRoaster, { actor: ADMIN, body: { name: '  onyx  coffee LAB ' } }),
      ),
    ).toMatchObject({
      status: 409,
    });
    const bag = await admin.rpc.send(adminRpc.createCoffeeBag, {
      actor: ADMIN,
      body: {
        coffeeName: 'Geometry',
        roasterName: 'ONYX coffee lab',
        flavorNotes: ['Berry'],
        processingMethod: 'Washed',
      },
    });
    expect(bag).toMatchObject({ roasterId: onyx.id, roasterName: 'Onyx Coffee Lab', flavorNotes: ['Berry'] });
    const newRoaster = await admin.rpc.send(adminRpc.createCoffeeBag, {
      actor: ADMIN,
      body: { coffeeName: 'Kenya Kiambu', roasterName: 'Tim Wendelboe' },
    });
    expect(newRoaster.roasterName).toBe('Tim Wendelboe');
    const invalidRoaster = await failureOf(
      admin.rpc.send(adminRpc.createCoffeeBag, {
        actor: ADMIN,
        body: { coffeeName: 'Ghost', roasterId: 424242 },
      }),
    );
    expect(invalidRoaster).toMatchObject({ status: 400, errors: [{ path: 'roasterId' }] });

    const roasters = await admin.rpc.send(adminRpc.listRoasters, { actor: ADMIN, query: { query: 'onyx' } });
    expect(roasters.items.map((roaster) => [roaster.name, roaster.coffeeBagsCount])).toEqual([
      ['Onyx Coffee Lab', 1],
    ]);

    await admin.rpc.send(adminRpc.deleteRoaster, { actor: ADMIN, id: onyx.id });
    const bags = await admin.rpc.send(adminRpc.listCoffeeBags, {
      actor: ADMIN,
      query: { query: 'geometry' },
    });
    expect(bags.items.map((item) => [item.coffeeName, item.roasterId])).toEqual([['Geometry', null]]);
    expect((await admin.outbox(roasterChanged.subject)).map((roaster) => roaster.name)).toEqual([
      'Onyx Coffee Lab',
      'Tim Wendelboe',
    ]);
    const bagStates = await admin.outbox(coffeeBagChanged.subject);
    expect(bagStates.at(-1)).toMatchObject({ coffeeName: 'Geometry', roasterName: null });
  });

  it('pages the catalogue with cursors and refuses a forged one', async () => {
    for (let index = 0; index < 5; index += 1)
      await admin.rpc.send(adminRpc.createRoaster, {
        actor: ADMIN,
        body: { name: `Paging Roaster ${index}` },
      });
    const first = await admin.rpc.send(adminRpc.listRoasters, {
      actor: ADMIN,
      query: { query: 'paging', limit: 3 },
    });
    expect(first.items).toHaveLength(3);
    const second = await admin.rpc.send(adminRpc.listRoasters, {
      actor: ADMIN,
      query: { query: 'paging', limit: 3, cursor: first.nextCursor ?? undefined },
    });
    expect(second).toMatchObject({ nextCursor: null });
    expect([...first.items, ...second.items].map((roaster) => roaster.name)).toEqual(
      [4, 3, 2, 1, 0].map((index) => `Paging Roaster ${index}`),
    );
    expect(
      await failureOf(admin.rpc.send(adminRpc.listRoasters, { actor: ADMIN, query: { cursor: 'bm9wZQ' } })),
    ).toMatchObject({
      status: 400,
    });
  });

  describe('projection: the users list and analytics', () => {
    const day = (date: string, hour = 10) =>
      new Date(`${date}T${String(hour).padStart(2, '0')}:15:00Z`).toISOString();

    it('counts check-ins and new users per period, follows edits, moves and deletions, and ignores retries', async () => {
      const maya = profile({ username: 'maya_admin_test' });
      const jonas = profile({ username: 'jonas_admin_test' });
      // A check-in may arrive before its author's registration: the count is kept all the same.
      const early = await admin.publish(checkInCreated, checkIn(maya.id, day('2025-03-03'), { rating: 5 }));
      await admin.publish(userRegistered, maya, new Date(day('2025-03-01')));
      await admin.publish(userRegistered, jonas, new Date(day('2025-03-02')));
      const second = checkIn(maya.id, day('2025-03-04'), {
        coffeeName: 'Geometry',
        roaster: 'Onyx',
        rating: 3,
      });
      await admin.publish(checkInCreated, second);
      const third = checkIn(jonas.id, day('2025-04-10'), {
        coffeeName: 'kochere ',
        roaster: 'square  mile',
        rating: 4,
      });
      await admin.publish(checkInCreated, third);
      await admin.redeliver(early);

      const march = {
        actor: ADMIN,
        query: { period: 'custom' as const, startDate: '2025-03-01', endDate: '2025-03-31' },
      };
      await eventually(async () => {
        const analytics = await admin.rpc.send(adminRpc.getAnalytics, march);
        expect(analytics).toMatchObject({
          checkInCount: 2,
          newUserCount: 2,
          ratingBreakdown: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
        });
      });

      // An edit moves the check-in to another coffee and rating; a reassign moves it to jonas.
      await admin.publish(checkInUpdated, {
        ...second,
        coffeeName: 'Kochere',
        roaster: 'Square Mile',
        rating: 2,
      });
      await admin.publish(checkInReassigned, {
        fromUserId: maya.id,
        checkIn: { ...second, userId: jonas.id, coffeeName: 'Kochere', roaster: 'Square Mile', rating: 2 },
      });
      const spring = {
        actor: ADMIN,
        query: { period: 'custom' as const, startDate: '2025-03-01', endDate: '2025-04-30' },
      };
      await eventually(async () => {
        const analytics = await admin.rpc.send(adminRpc.getAnalytics, spring);
        expect(analytics).toMatchObject({
          checkInCount: 3,
          topCoffees: [{ name: 'Kochere · Square Mile', count: 3 }],
          topRoasters: [{ name: 'Square Mile', count: 3 }],
          ratingBreakdown: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 },
        });
        expect(analytics.series).toHaveLength(61);
        expect(analytics.series.find((bucket) => bucket.bucket === '2025-03-03')).toEqual({
          bucket: '2025-03-03',
          checkIns: 1,
          newUsers: 0,
        });
      });

      // The move reaches the people's counts through the same consumer, maybe after the analytics above.
      await eventually(async () => {
        const byCheckIns = await admin.rpc.send(adminRpc.listAdminUsers, {
          actor: ADMIN,
          query: { query: 'admin_test', sort: 'checkIns' },
        });
        expect(
          byCheckIns.items.map((person) => [person.username, person.checkInsCount, person.email]),
        ).toEqual([
          ['jonas_admin_test', 2, `person${jonas.id}@crema.test`],
          ['maya_admin_test', 1, `person${maya.id}@crema.test`],
        ]);
      });
      const byEmail = await admin.rpc.send(adminRpc.listAdminUsers, {
        actor: ADMIN,
        query: { query: `person${maya.id}@`, sort: 'joined', order: 'asc' },
      });
      expect(byEmail.items.map((person) => person.username)).toEqual(['maya_admin_test']);

      // A deletion takes the check-in out; a late retry of its creation brings nothing back.
      await admin.publish(checkInDeleted, { id: third.id, userId: jonas.id });
      await admin.publish(checkInCreated, third);
      // Deleting maya takes her and her check-in out of every count.
      await admin.publish(userDeleted, { id: maya.id });
      await admin.publish(checkInCreated, checkIn(maya.id, day('2025-03-20')));
      await eventually(async () => {
        const analytics = await admin.rpc.send(adminRpc.getAnalytics, spring);
        expect(analytics).toMatchObject({
          checkInCount: 1,
          newUserCount: 1,
          topCoffees: [{ name: 'Kochere · Square Mile', count: 1 }],
        });
      });
      const remaining = await admin.rpc.send(adminRpc.listAdminUsers, {
        actor: ADMIN,
        query: { query: 'admin_test' },
      });
      expect(remaining.items.map((person) => [person.username, person.checkInsCount])).toEqual([
        ['jonas_admin_test', 1],
      ]);
    });

    it('answers a day hour by hour, and refuses a custom period over a year', async () => {
      const today = await admin.rpc.send(adminRpc.getAnalytics, { actor: ADMIN, query: { period: 'daily' } });
      expect(today.series).toHaveLength(24);
      expect(today.series[0]?.bucket).toMatch(/T00:00Z$/);
      const tooLong = await failureOf(
        admin.rpc.send(adminRpc.getAnalytics, {
          actor: ADMIN,
          query: { period: 'custom', startDate: '2023-01-01', endDate: '2025-01-01' },
        }),
      );
      expect(tooLong).toMatchObject({ status: 400 });
    });
  });
});
