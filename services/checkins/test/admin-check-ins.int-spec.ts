import { existsSync } from 'node:fs';
import { eventually } from '@crema/testing';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import {
  deleteCheckInAsAdmin,
  likeCheckIn,
  listFeed,
  listOwnCheckIns,
  listReports,
  listUserCheckIns,
  reassignCheckIn,
  reportCheckIn,
  unlikeCheckIn,
} from '@crema/contracts/checkins/rpc';
import type { RpcRequest } from '@crema/contracts/common/rpc';
import type { DataSource } from 'typeorm';
import { failureOf, startCheckins, type CheckinsFixture, type TestUser } from './checkins-fixture';

type FeedInput = Partial<Omit<RpcRequest<typeof listFeed>['query'], 'limit'>> & { limit?: number };

/** Every aggregate row and check-in link, in a stable order. */
async function aggregates(db: DataSource) {
  const rows = (sql: string) => db.query<Record<string, unknown>[]>(sql);
  return Promise.all([
    rows(`SELECT id, check_ins_count, public_check_ins_count, public_ratings_sum, public_photo_check_in_id
      FROM checkins.coffees ORDER BY id`),
    rows(
      `SELECT key, check_ins_count, public_check_ins_count, public_coffees_count FROM checkins.roasters ORDER BY key`,
    ),
    rows(
      `SELECT id, check_ins_count, public_check_ins_count, public_photo_check_in_id FROM checkins.places ORDER BY id`,
    ),
    rows('SELECT id, coffee_id, place_id FROM checkins.check_ins ORDER BY id'),
  ]);
}

/** The maintained counters equal a from-scratch recount: the aggregates' rebuild and the likes table. */
async function expectExactCounters(db: DataSource): Promise<void> {
  const maintained = await aggregates(db);
  await db.query('SELECT checkins.rebuild_search_aggregates()');
  expect(await aggregates(db)).toEqual(maintained);
  const wrong = await db.query<unknown[]>(
    `SELECT c.id, c.likes_count, c.comments_count FROM checkins.check_ins c
     WHERE c.likes_count <> (SELECT count(*) FROM checkins.likes l WHERE l.check_in_id = c.id)
        OR c.comments_count <> (SELECT count(*) FROM checkins.comments cm WHERE cm.check_in_id = c.id)`,
  );
  expect(wrong).toEqual([]);
}

describe('administrators and check-ins', () => {
  let fixture: CheckinsFixture;
  let admin: TestUser;

  beforeAll(async () => {
    fixture = await startCheckins();
    admin = fixture.admin();
  });
  afterAll(async () => {
    await fixture.close();
  });

  const feed = (viewer: TestUser | null, query: FeedInput) =>
    fixture.rpc.send(listFeed, { viewer: viewer?.actor ?? null, query });
  async function allPages(viewer: TestUser, query: FeedInput): Promise<CheckInCard[]> {
    const cards: CheckInCard[] = [];
    let cursor: string | undefined;
    for (let round = 0; round < 100; round += 1) {
      const page = await feed(viewer, { ...query, ...(cursor ? { cursor } : {}) });
      cards.push(...page.items);
      if (!page.nextCursor) return cards;
      cursor = page.nextCursor;
    }
    throw new Error('too many pages');
  }
  const profile = (viewer: TestUser | null, owner: TestUser) =>
    fixture.rpc.send(listUserCheckIns, {
      viewer: viewer?.actor ?? null,
      username: owner.username,
      page: { limit: 50 },
    });
  const timelineKey = (user: TestUser) => `${fixture.redisPrefix}:checkins:timeline:${user.id}`;
  const reassign = (actor: TestUser, id: number, newUserId: number) =>
    fixture.rpc.send(reassignCheckIn, { actor: actor.actor, id, newUserId });

  describe('the list of every check-in', () => {
    it('shows administrators every privacy level and hidden content, newest first, page by page', async () => {
      const hermit = await fixture.registered({ profileVisibility: 'private' });
      const open = await fixture.registered();
      const secret = await fixture.createCheckIn(hermit, { coffeeName: 'Hermit Roast' });
      const shown = await fixture.createCheckIn(open);
      const rule = await fixture.rule({ pattern: 'shadow listing', action: 'hide' });
      const hidden = await fixture.createCheckIn(open, { notes: 'a Shadow Listing here' });
      await fixture.rule({ ...rule, active: false });

      const everything = await allPages(admin, { filter: 'all', limit: 2 });
      const ids = everything.map((card) => card.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(ids).toEqual(expect.arrayContaining([secret.id, shown.id, hidden.id]));
      const [{ n }] = await fixture.db.query<[{ n: number }]>(
        'SELECT count(*)::int AS n FROM checkins.check_ins',
      );
      expect(ids).toHaveLength(n);
      // Discover, for anyone, shows neither the private nor the hidden one.
      const discover = (await feed(admin, { filter: 'recent', limit: 50 })).items.map((card) => card.id);
      expect(discover).toContain(shown.id);
      expect(discover).not.toContain(secret.id);
      expect(discover).not.toContain(hidden.id);
    });

    it('orders popular by likes, then comments, then newest, and pages without gaps or repeats', async () => {
      const owner = await fixture.registered();
      const cards: CheckInCard[] = [];
      for (let index = 0; index < 6; index += 1) cards.push(await fixture.createCheckIn(owner));
      const likes = [3, 1, 3, 0, 2, 1];
      const comments = [0, 4, 2, 1, 0, 4];
      for (const [index, card] of cards.entries()) {
        await fixture.db.query(
          'UPDATE checkins.check_ins SET likes_count = $2, comments_count = $3 WHERE id = $1',
          [card.id, likes[index], comments[index]],
        );
      }
      const popular = await allPages(admin, { filter: 'popular', limit: 4 });
      const expected = await fixture.db.query<{ id: number }[]>(
        'SELECT id FROM checkins.check_ins ORDER BY likes_count DESC, comments_count DESC, id DESC',
      );
      expect(popular.map((card) => card.id)).toEqual(expected.map((row) => row.id));
      const mine = popular.filter((card) => card.userId === owner.id).map((card) => card.id);
      expect(mine).toEqual([
        cards[2]!.id,
        cards[0]!.id,
        cards[4]!.id,
        cards[5]!.id,
        cards[1]!.id,
        cards[3]!.id,
      ]);
      // Restore exact counters for the recount checks of later tests.
      await fixture.db.query(
        'UPDATE checkins.check_ins SET likes_count = 0, comments_count = 0 WHERE id = ANY($1::int[])',
        [cards.map((card) => card.id)],
      );
    });

    it('answers 403 to a signed-in person who is not an administrator, 401 to a guest, 400 outside discover', async () => {
      const someone = await fixture.registered();
      for (const filter of ['all', 'popular'] as const) {
        expect(await failureOf(feed(someone, { filter }))).toMatchObject({ status: 403, code: 'forbidden' });
        expect(await failureOf(feed(null, { filter }))).toMatchObject({ status: 401 });
        expect(await failureOf(feed(admin, { feedType: 'feed', filter }))).toMatchObject({ status: 400 });
      }
      const page = await feed(admin, { filter: 'all', limit: 1 });
      expect(await failureOf(feed(admin, { filter: 'popular', cursor: page.nextCursor! }))).toMatchObject({
        status: 400,
      });
    });
  });

  describe('deleting any check-in', () => {
    it('does what the owner’s delete does: photo, aggregates, timelines, event; open reports resolved', async () => {
      const owner = await fixture.registered();
      const follower = await fixture.registered();
      const reporter = await fixture.registered();
      await fixture.follow(follower, owner);
      const photo = await fixture.storePhoto();
      const card = await fixture.createCheckIn(owner, { location: 'Admin Café' }, photo);
      await fixture.rpc.send(listFeed, { viewer: follower.actor, query: { feedType: 'feed' } });
      await eventually(async () =>
        expect(await fixture.redis.zscore(timelineKey(follower), `${card.id}:${owner.id}`)).not.toBeNull(),
      );
      await fixture.rpc.send(reportCheckIn, {
        actor: reporter.actor,
        checkInId: card.id,
        body: { reason: 'Not coffee at all' },
      });

      expect(
        await failureOf(fixture.rpc.send(deleteCheckInAsAdmin, { actor: reporter.actor, id: card.id })),
      ).toMatchObject({ status: 403 });
      await expect(
        fixture.rpc.send(deleteCheckInAsAdmin, { actor: admin.actor, id: card.id }),
      ).resolves.toEqual({
        ok: true,
      });
      expect(
        await failureOf(fixture.rpc.send(deleteCheckInAsAdmin, { actor: admin.actor, id: card.id })),
      ).toMatchObject({ status: 404 });

      expect(existsSync(fixture.mediaPath(photo.url))).toBe(false);
      expect(existsSync(fixture.mediaPath(photo.thumbnailUrl))).toBe(false);
      expect(await fixture.outboxSubjects(card.id)).toEqual([
        'evt.checkins.checkin.created.v1',
        'evt.checkins.checkin.deleted.v1',
      ]);
      await eventually(async () =>
        expect(await fixture.redis.zscore(timelineKey(follower), `${card.id}:${owner.id}`)).toBeNull(),
      );
      const resolved = await fixture.rpc.send(listReports, {
        actor: admin.actor,
        query: { status: 'resolved' },
      });
      expect(resolved.items.find((report) => report.checkInId === card.id)).toMatchObject({
        status: 'resolved',
        resolution: 'delete',
        checkIn: null,
        reporter: { id: reporter.id, username: reporter.username },
      });
      await expectExactCounters(fixture.db);
    });
  });

  describe('reassigning a check-in', () => {
    it('moves it between profiles, lists, timelines and the public aggregates, with one event', async () => {
      const from = await fixture.registered();
      const to = await fixture.registered({ profileVisibility: 'private' });
      const fromFan = await fixture.registered();
      const toFan = await fixture.registered();
      await fixture.follow(fromFan, from);
      await fixture.follow(toFan, to);
      for (const fan of [fromFan, toFan])
        await fixture.rpc.send(listFeed, { viewer: fan.actor, query: { feedType: 'feed' } });
      const card = await fixture.createCheckIn(from, {
        coffeeName: 'Moving Target',
        roaster: 'Relay Roasters',
      });
      await eventually(async () =>
        expect(await fixture.redis.zscore(timelineKey(fromFan), `${card.id}:${from.id}`)).not.toBeNull(),
      );
      const publicCount = async () =>
        (
          await fixture.db.query<{ n: number }[]>(
            `SELECT public_check_ins_count AS n FROM checkins.coffees
             WHERE name_key = 'moving target' AND roaster_key = 'relay roasters'`,
          )
        )[0]?.n;
      expect(await publicCount()).toBe(1);

      const moved = await reassign(admin, card.id, to.id);
      expect(moved).toMatchObject({ id: card.id, userId: to.id, username: to.username });
      expect((await profile(from, from)).items.map((c) => c.id)).not.toContain(card.id);
      expect((await profile(to, to)).items.map((c) => c.id)).toContain(card.id);
      expect(
        (await fixture.rpc.send(listOwnCheckIns, { actor: to.actor, page: { limit: 50 } })).items.map(
          (c) => c.id,
        ),
      ).toContain(card.id);
      // The new owner is private: their check-in leaves the public counts.
      expect(await publicCount()).toBe(0);
      await expectExactCounters(fixture.db);

      const [event] = await fixture.db.query<
        { payload: { data: { fromUserId: number; checkIn: { userId: number } } } }[]
      >(
        `SELECT payload FROM checkins.outbox WHERE subject = 'evt.checkins.checkin.reassigned.v1'
         AND (payload -> 'data' -> 'checkIn' ->> 'id')::int = $1`,
        [card.id],
      );
      expect(event?.payload.data).toMatchObject({
        fromUserId: from.id,
        checkIn: { id: card.id, userId: to.id },
      });
      await eventually(async () => {
        expect(await fixture.redis.zscore(timelineKey(fromFan), `${card.id}:${from.id}`)).toBeNull();
        expect(await fixture.redis.zscore(timelineKey(toFan), `${card.id}:${to.id}`)).toBe(String(card.id));
      });

      // Back to a public owner: it counts again.
      await reassign(admin, card.id, from.id);
      expect(await publicCount()).toBe(1);
      await expectExactCounters(fixture.db);
    });

    it('to its present owner changes nothing and announces nothing', async () => {
      const owner = await fixture.registered();
      const card = await fixture.createCheckIn(owner);
      await expect(reassign(admin, card.id, owner.id)).resolves.toMatchObject({
        id: card.id,
        userId: owner.id,
      });
      expect(await fixture.outboxSubjects(card.id)).toEqual(['evt.checkins.checkin.created.v1']);
    });

    it('asks identity for a new owner the projection has not received, and refuses an unknown one', async () => {
      const owner = await fixture.registered();
      const card = await fixture.createCheckIn(owner);
      const newcomer = fixture.user();
      await expect(reassign(admin, card.id, newcomer.id)).resolves.toMatchObject({ userId: newcomer.id });
      expect(await fixture.db.query('SELECT id FROM checkins.authors WHERE id = $1', [newcomer.id])).toEqual([
        { id: newcomer.id },
      ]);
      expect(await failureOf(reassign(admin, card.id, 987_654))).toMatchObject({
        status: 404,
        message: 'No such user',
      });
      expect(await failureOf(reassign(admin, 2 ** 31 - 1, owner.id))).toMatchObject({ status: 404 });
      expect(await failureOf(reassign(owner, card.id, owner.id))).toMatchObject({ status: 403 });
      expect(await failureOf(reassign(admin, card.id, 0))).toMatchObject({ status: 400 });
    });

    it('keeps every counter exact while people like and unlike during reassignments', async () => {
      const owners = [await fixture.registered(), await fixture.registered({ profileVisibility: 'friends' })];
      const card = await fixture.createCheckIn(owners[0]!, { location: 'Busy Bar' });
      const fans = await Promise.all(Array.from({ length: 20 }, () => fixture.registered()));
      await Promise.all([
        ...fans.map((fan) => fixture.rpc.send(likeCheckIn, { actor: fan.actor, id: card.id })),
        ...Array.from({ length: 6 }, (_, round) => reassign(admin, card.id, owners[(round + 1) % 2]!.id)),
        ...fans
          .slice(0, 5)
          .map((fan) =>
            fixture.rpc.send(unlikeCheckIn, { actor: fan.actor, id: card.id }).catch(() => undefined),
          ),
      ]);
      await expectExactCounters(fixture.db);
      const [row] = await fixture.db.query<{ likes_count: number; user_id: number }[]>(
        'SELECT likes_count, user_id FROM checkins.check_ins WHERE id = $1',
        [card.id],
      );
      const [{ n }] = await fixture.db.query<[{ n: number }]>(
        'SELECT count(*)::int AS n FROM checkins.likes WHERE check_in_id = $1',
        [card.id],
      );
      expect(row?.likes_count).toBe(n);
      expect(owners.map((owner) => owner.id)).toContain(row?.user_id);
      // Each like event names the owner the like was counted for, at the moment it committed.
      const events = await fixture.db.query<{ owner: number }[]>(
        `SELECT (payload -> 'data' ->> 'ownerId')::int AS owner FROM checkins.outbox
         WHERE subject = 'evt.checkins.like.created.v1' AND (payload -> 'data' ->> 'checkInId')::int = $1`,
        [card.id],
      );
      expect(events).toHaveLength(20);
      for (const event of events) expect(owners.map((owner) => owner.id)).toContain(event.owner);
    });
  });
});
