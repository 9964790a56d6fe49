import { eventually } from '@crema/testing';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import {
  deleteCheckIn,
  getSharedCheckIn,
  listFeed,
  listOwnCheckIns,
  listSavedCheckIns,
  saveCheckIn,
} from '@crema/contracts/checkins/rpc';
import type { RpcRequest } from '@crema/contracts/common/rpc';
import { followDeleted } from '@crema/contracts/social/events';
import { DROP_AGAIN_AFTER_MS } from '../src/feeds/follow-events.handler';
import { failureOf, startCheckins, type CheckinsFixture, type TestUser } from './checkins-fixture';

type FeedInput = Partial<Omit<RpcRequest<typeof listFeed>['query'], 'limit'>> & { limit?: number };

describe('feeds', () => {
  let fixture: CheckinsFixture;

  beforeAll(async () => {
    fixture = await startCheckins();
  });
  afterAll(async () => {
    await fixture.close();
  });

  const feed = (viewer: TestUser | null, query: FeedInput = {}) =>
    fixture.rpc.send(listFeed, { viewer: viewer?.actor ?? null, query: query });

  /** Every page of a feed, following nextCursor. */
  async function allPages(viewer: TestUser | null, query: FeedInput): Promise<CheckInCard[][]> {
    const pages: CheckInCard[][] = [];
    let cursor: string | undefined;
    for (let round = 0; round < 200; round += 1) {
      const page = await feed(viewer, { ...query, ...(cursor ? { cursor } : {}) });
      pages.push(page.items);
      if (!page.nextCursor) return pages;
      cursor = page.nextCursor;
    }
    throw new Error('too many pages');
  }
  const idsOf = (pages: CheckInCard[][]) => pages.flat().map((card) => card.id);

  const setPrivacy = (user: TestUser, profileVisibility: string, shareCheckIns = true) =>
    fixture.db.query(
      'UPDATE checkins.authors SET profile_visibility = $2, share_check_ins = $3 WHERE id = $1',
      [user.id, profileVisibility, shareCheckIns],
    );
  const isFollowing = async (follower: TestUser, following: TestUser) =>
    (
      await fixture.db.query<unknown[]>(
        'SELECT 1 FROM checkins.follows WHERE follower_id = $1 AND following_id = $2',
        [follower.id, following.id],
      )
    ).length === 1;
  const follow = (follower: TestUser, following: TestUser) => fixture.follow(follower, following);
  async function unfollow(follower: TestUser, following: TestUser): Promise<void> {
    await fixture.publish(followDeleted, { followerId: follower.id, followingId: following.id });
    await eventually(async () => expect(await isFollowing(follower, following)).toBe(false));
  }
  const timelineKey = (user: TestUser) => `${fixture.redisPrefix}:checkins:timeline:${user.id}`;
  async function post(user: TestUser, count: number, overrides = {}): Promise<number[]> {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1)
      ids.push((await fixture.createCheckIn(user, overrides)).id);
    return ids;
  }

  describe('discover', () => {
    it('pages recent by id, newest first, without duplicates or gaps', async () => {
      const author = await fixture.registered();
      const mine = await post(author, 7);
      const pages = await allPages(null, { feedType: 'discover', filter: 'recent', limit: 3 });
      const ids = idsOf(pages);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      expect(ids.filter((id) => mine.includes(id))).toEqual([...mine].reverse());
      expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    });

    it('orders top by rating, then likes, then id, across pages', async () => {
      const author = await fixture.registered();
      const [low] = await post(author, 1, { rating: 2 });
      const [liked, plain, newer] = await post(author, 3, { rating: 5 });
      await fixture.db.query('UPDATE checkins.check_ins SET likes_count = 3 WHERE id = $1', [liked]);
      const cards = (await allPages(null, { feedType: 'discover', filter: 'top', limit: 2 })).flat();
      const ids = cards.map((card) => card.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (let index = 1; index < cards.length; index += 1) {
        const [a, b] = [cards[index - 1]!, cards[index]!];
        expect(
          a.rating > b.rating ||
            (a.rating === b.rating &&
              (a.likesCount > b.likesCount || (a.likesCount === b.likesCount && a.id > b.id))),
        ).toBe(true);
      }
      const mine = ids.filter((id) => [low, liked, plain, newer].includes(id));
      expect(mine).toEqual([liked, newer, plain, low]);
    });

    it('nearby needs lat and lng, keeps to the radius and answers nearest first', async () => {
      const author = await fixture.registered();
      const at = (latitude: number, longitude: number) => ({ coordinates: { latitude, longitude } });
      const [far] = await post(author, 1, at(-34.1, 18.42)); // ~20 km
      const [near] = await post(author, 1, at(-33.92, 18.42)); // ~0 km
      const [mid] = await post(author, 1, at(-33.9, 18.6)); // ~17 km
      const [outside] = await post(author, 1, at(-34.9, 18.42)); // ~110 km
      const missing = await failureOf(feed(null, { filter: 'nearby' }));
      expect(missing).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(missing.message).toContain('lat and lng');
      const cards = (await allPages(null, { filter: 'nearby', lat: -33.92, lng: 18.42, limit: 1 })).flat();
      const ids = cards.map((card) => card.id);
      expect(ids).not.toContain(outside);
      expect(ids.filter((id) => [far, near, mid].includes(id))).toEqual([near, mid, far]);
      const distances = cards.map((card) => card.distanceKm!);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(distances.every((km) => km <= 50)).toBe(true);
      expect(cards[0]!.distanceKm).toBeLessThan(0.2);
    });

    it('friends shows only the people the viewer follows', async () => {
      const viewer = await fixture.registered();
      const followed = await fixture.registered();
      const stranger = await fixture.registered();
      await follow(viewer, followed);
      const theirs = await post(followed, 3);
      await post(stranger, 2);
      await post(viewer, 1);
      const ids = idsOf(await allPages(viewer, { filter: 'friends', limit: 2 }));
      expect(ids).toEqual([...theirs].reverse());
    });

    it('rejects bad parameters with a 400 and guests from the home feed and friends with a 401', async () => {
      const viewer = await fixture.registered();
      await post(viewer, 3);
      const first = await feed(null, { filter: 'recent', limit: 1 });
      expect(first.nextCursor).toEqual(expect.any(String));
      const bad = [
        feed(null, { filter: 'top', cursor: first.nextCursor! }),
        feed(null, { filter: 'recent', cursor: 'Zm9yZ2Vk' }),
        feed(null, {
          filter: 'recent',
          cursor: Buffer.from('{"k":"discover.recent","id":-1}').toString('base64url'),
        }),
        feed(viewer, { feedType: 'feed', filter: 'recent', cursor: first.nextCursor! }),
        feed(null, { filter: 'newest' as never }),
        feed(null, { feedType: 'everything' as never }),
        feed(null, { limit: 0 }),
        feed(null, { limit: 10_000 }),
        fixture.rpc.send(listOwnCheckIns, { actor: viewer.actor, page: { cursor: first.nextCursor! } }),
      ];
      for (const call of bad)
        expect(await failureOf(call)).toMatchObject({ status: 400, code: 'validation_failed' });
      for (const query of [{ feedType: 'feed' }, { feedType: 'discover', filter: 'friends' }] as const) {
        expect(await failureOf(feed(null, query))).toMatchObject({ status: 401, code: 'unauthorized' });
      }
      expect((await feed(null, { filter: 'top' })).items.length).toBeGreaterThan(0);
    });
  });

  describe('privacy', () => {
    it('applies public, friends, private and shareCheckIns to discover and the shared page', async () => {
      const viewer = await fixture.registered();
      const mutual = await fixture.registered();
      const oneWay = await fixture.registered();
      const hidden = await fixture.registered();
      const notSharing = await fixture.registered();
      const publicAuthor = await fixture.registered();
      await follow(viewer, mutual);
      await follow(mutual, viewer);
      await follow(viewer, oneWay);
      const [mutualId] = await post(mutual, 1);
      const [oneWayId] = await post(oneWay, 1);
      const [hiddenId] = await post(hidden, 1);
      const [notSharingId] = await post(notSharing, 1);
      const [publicId] = await post(publicAuthor, 1);
      await setPrivacy(mutual, 'friends');
      await setPrivacy(oneWay, 'friends');
      await setPrivacy(hidden, 'private');
      await setPrivacy(notSharing, 'public', false);

      const seen = async (who: TestUser | null) => {
        const ids = idsOf(await allPages(who, { limit: 50 }));
        return [mutualId, oneWayId, hiddenId, notSharingId, publicId].filter((id) => ids.includes(id!));
      };
      expect(await seen(viewer)).toEqual([mutualId, publicId]);
      expect(await seen(null)).toEqual([publicId]);
      expect(await seen(hidden)).toEqual([hiddenId, publicId]);
      expect(await seen(notSharing)).toEqual([notSharingId, publicId]);

      const shared = (who: TestUser | null, id: number) =>
        fixture.rpc.send(getSharedCheckIn, { viewer: who?.actor ?? null, id });
      expect((await shared(null, publicId!)).id).toBe(publicId);
      expect((await shared(viewer, mutualId!)).id).toBe(mutualId);
      for (const [who, id] of [
        [null, mutualId],
        [viewer, oneWayId],
        [viewer, hiddenId],
        [viewer, notSharingId],
        [null, 2 ** 31 - 1],
      ] as const) {
        expect(await failureOf(shared(who, id!))).toMatchObject({ status: 404, message: 'Coffee not found' });
      }
      expect((await shared(hidden, hiddenId!)).id).toBe(hiddenId);

      // A changed setting takes effect on the next request.
      await setPrivacy(hidden, 'public');
      expect(await seen(viewer)).toEqual([mutualId, hiddenId, publicId]);
      // The home feed shows followees still visible: not the one-way friends-only author.
      const home = idsOf(await allPages(viewer, { feedType: 'feed', limit: 50 }));
      expect(home).toContain(mutualId);
      expect(home).not.toContain(oneWayId);
    });
  });

  describe('own and saved lists', () => {
    it('pages the own check-ins and the visible saved ones, most recently saved first', async () => {
      const me = await fixture.registered();
      const other = await fixture.registered();
      const mine = await post(me, 5);
      const theirs = await post(other, 3);
      for (const id of [theirs[1]!, mine[0]!, theirs[0]!, theirs[2]!]) {
        await fixture.rpc.send(saveCheckIn, { actor: me.actor, id });
      }
      const pages = async (
        send: (cursor?: string) => Promise<{ items: CheckInCard[]; nextCursor: string | null }>,
      ) => {
        const out: CheckInCard[][] = [];
        let cursor: string | undefined;
        do {
          const page = await send(cursor);
          out.push(page.items);
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        return out;
      };
      const own = await pages((cursor) =>
        fixture.rpc.send(listOwnCheckIns, {
          actor: me.actor,
          page: { limit: 2, ...(cursor ? { cursor } : {}) },
        }),
      );
      expect(idsOf(own)).toEqual([...mine].reverse());
      expect(own.map((page) => page.length)).toEqual([2, 2, 1]);

      const savedPages = () =>
        pages((cursor) =>
          fixture.rpc.send(listSavedCheckIns, {
            actor: me.actor,
            page: { limit: 3, ...(cursor ? { cursor } : {}) },
          }),
        );
      const saved = (await savedPages()).flat();
      expect(saved.map((card) => card.id)).toEqual([theirs[2], theirs[0], mine[0], theirs[1]]);
      expect(saved.every((card) => card.isSaved)).toBe(true);
      await setPrivacy(other, 'private');
      expect(idsOf(await savedPages())).toEqual([mine[0]]);
    });
  });

  describe('home feed, top and nearby', () => {
    it('keeps to the viewer and the people they follow', async () => {
      const reader = await fixture.registered();
      const followed = await fixture.registered();
      const stranger = await fixture.registered();
      await follow(reader, followed);
      const here = { coordinates: { latitude: 48.85, longitude: 2.35 } };
      const [ownLow] = await post(reader, 1, { rating: 2, ...here });
      const [theirsHigh] = await post(followed, 1, { rating: 5, ...here });
      const [theirsMid] = await post(followed, 1, { rating: 4 });
      await post(stranger, 2, { rating: 5, ...here });

      const top = idsOf(await allPages(reader, { feedType: 'feed', filter: 'top', limit: 1 }));
      expect(top).toEqual([theirsHigh, theirsMid, ownLow]);
      const nearby = idsOf(
        await allPages(reader, { feedType: 'feed', filter: 'nearby', lat: 48.85, lng: 2.35, limit: 1 }),
      );
      expect(nearby).toEqual([ownLow, theirsHigh].sort((a, b) => a! - b!));
    });
  });

  describe('home timeline', () => {
    it('fans a new check-in out to a follower, removes a deleted one, and keeps friends to followees', async () => {
      const reader = await fixture.registered();
      const author = await fixture.registered();
      await follow(reader, author);
      const [own] = await post(reader, 1);
      const [before] = await post(author, 1);
      expect(idsOf(await allPages(reader, { feedType: 'feed' }))).toEqual([before, own]);
      expect(await fixture.redis.exists(timelineKey(reader))).toBe(1);

      const [fresh] = await post(author, 1);
      await eventually(async () =>
        expect(await fixture.redis.zscore(timelineKey(reader), `${fresh}:${author.id}`)).toBe(String(fresh)),
      );
      expect(idsOf(await allPages(reader, { feedType: 'feed' }))).toEqual([fresh, before, own]);
      expect(idsOf(await allPages(reader, { feedType: 'feed', filter: 'friends' }))).toEqual([fresh, before]);

      await fixture.rpc.send(deleteCheckIn, { actor: author.actor, id: fresh! });
      await eventually(async () =>
        expect(await fixture.redis.zscore(timelineKey(reader), `${fresh}:${author.id}`)).toBeNull(),
      );
      expect(idsOf(await allPages(reader, { feedType: 'feed' }))).toEqual([before, own]);
    });

    it('rebuilds on follow and unfollow, and from PostgreSQL when Redis lost the timeline', async () => {
      const reader = await fixture.registered();
      const author = await fixture.registered();
      const [own] = await post(reader, 1);
      const theirs = await post(author, 2);
      expect(idsOf(await allPages(reader, { feedType: 'feed' }))).toEqual([own]);

      await follow(reader, author);
      await eventually(async () =>
        expect(idsOf(await allPages(reader, { feedType: 'feed' }))).toEqual([theirs[1], theirs[0], own]),
      );
      await unfollow(reader, author);
      await eventually(async () =>
        expect(idsOf(await allPages(reader, { feedType: 'feed' }))).toEqual([own]),
      );

      await follow(reader, author);
      await eventually(async () =>
        expect(idsOf(await allPages(reader, { feedType: 'feed' })).length).toBe(3),
      );
      await fixture.redis.del(timelineKey(reader));
      expect(idsOf(await allPages(reader, { feedType: 'feed' }))).toEqual([theirs[1], theirs[0], own]);
      expect(await fixture.redis.ttl(timelineKey(reader))).toBeGreaterThan(0);
    });

    it('keeps an empty timeline with a sentinel and reads pages beyond the cap from PostgreSQL', async () => {
      const lonely = await fixture.registered();
      expect(await feed(lonely, { feedType: 'feed' })).toEqual({ items: [], nextCursor: null });
      expect(await fixture.redis.zcard(timelineKey(lonely))).toBe(1);

      const reader = await fixture.registered();
      const author = await fixture.registered();
      await follow(reader, author);
      // 61 check-ins within the hour: beyond the default checkins.max-per-hour.
      await fixture.setting('checkins.max-per-hour', '1000');
      // The follow consumer drops the reader's timeline once more a moment later: let that pass, or
      // it may drop the timeline built below and the fan-out (onto existing timelines) would skip it.
      await new Promise((resolve) => setTimeout(resolve, DROP_AGAIN_AFTER_MS + 200));
      const theirs = await post(author, 56); // the fixture's TIMELINE_CAP is 50
      const pages = await allPages(reader, { feedType: 'feed', limit: 20 });
      expect(idsOf(pages)).toEqual([...theirs].reverse());
      expect(await fixture.redis.zcard(timelineKey(reader))).toBe(51);

      // Fan-out onto an existing timeline trims it to the cap; older pages still come from PostgreSQL.
      const more = await post(author, 5);
      await eventually(async () =>
        expect(await fixture.redis.zscore(timelineKey(reader), `${more[4]}:${author.id}`)).toBe(
          String(more[4]),
        ),
      );
      expect(await fixture.redis.zcard(timelineKey(reader))).toBe(51);
      const again = await allPages(reader, { feedType: 'feed', limit: 20 });
      expect(idsOf(again)).toEqual([...theirs, ...more].reverse());
      expect(again.map((page) => page.length)).toEqual([20, 20, 20, 1]);
    });
  });
});
