import { likeCreated, likeDeleted } from '@crema/contracts/checkins/events';
import { userDeleted } from '@crema/contracts/identity/events';
import { followCreated } from '@crema/contracts/social/events';
import {
  collectNotificationDigest,
  countUnreadNotifications,
  listNotifications,
  notificationsSince,
} from '@crema/contracts/social/notifications';
import { eventually } from '@crema/testing';
import { startSocial, type SocialFixture, type TestUser } from './social-fixture';

let fixture: SocialFixture;

beforeAll(async () => {
  fixture = await startSocial();
});

afterAll(async () => {
  await fixture?.close();
});

const list = (user: TestUser) =>
  fixture.rpc.send(listNotifications, { actor: user.actor, page: { limit: 50 } }).then((page) => page.items);
const unread = (user: TestUser) =>
  fixture.rpc.send(countUnreadNotifications, { actor: user.actor }).then((reply) => reply.count);
const seqsOf = async (userId: number) => {
  const rows: { seq: string }[] = await fixture.db.query(
    'SELECT seq FROM social.notifications WHERE user_id = $1 ORDER BY seq',
    [userId],
  );
  return rows.map((row) => Number(row.seq));
};
const people = (count: number) => Promise.all(Array.from({ length: count }, () => fixture.registered()));

describe('notifications from events', () => {
  it('notifies once for an event delivered twice', async () => {
    const [owner, fan] = await people(2);
    const like = await fixture.publish(likeCreated, { checkInId: 501, userId: fan!.id, ownerId: owner!.id });
    await fixture.redeliver(like);
    await eventually(async () => expect(await unread(owner!)).toBe(1));
    // A later event proves both deliveries were handled before it.
    await fixture.publish(followCreated, {
      followerId: fan!.id,
      followingId: owner!.id,
      createdAt: new Date().toISOString(),
    });
    await eventually(async () => expect(await unread(owner!)).toBe(2));
    const likes = (await list(owner!)).filter((item) => item.type === 'like');
    expect(likes).toEqual([expect.objectContaining({ actorsCount: 1, checkInId: 501 })]);
  });

  it('folds 20 likes arriving at once into one notification counting 20', async () => {
    const [owner, ...fans] = await people(21);
    await Promise.all(
      fans.map((fan) => fixture.publish(likeCreated, { checkInId: 502, userId: fan.id, ownerId: owner!.id })),
    );
    await eventually(async () => expect((await list(owner!))[0]?.actorsCount).toBe(20));
    expect(await list(owner!)).toHaveLength(1);
    expect(await unread(owner!)).toBe(1);
    // Withdrawn one by one, it goes with the last unlike.
    await Promise.all(
      fans.map((fan) => fixture.publish(likeDeleted, { checkInId: 502, userId: fan.id, ownerId: owner!.id })),
    );
    await eventually(async () => expect(await list(owner!)).toEqual([]));
  });

  it('numbers one person’s notifications without gaps in commit order, however many arrive at once', async () => {
    const [star, ...followers] = await people(16);
    await Promise.all(
      followers.map((follower) =>
        fixture.publish(followCreated, {
          followerId: follower.id,
          followingId: star!.id,
          createdAt: new Date().toISOString(),
        }),
      ),
    );
    await eventually(async () => expect(await unread(star!)).toBe(15));
    expect(await seqsOf(star!.id)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    const resumed = await fixture.rpc.send(notificationsSince, { actor: star!.actor, afterSeq: 10 });
    expect(resumed).toMatchObject({ complete: true, unread: 15 });
    expect(resumed.items.map((item) => item.seq)).toEqual([11, 12, 13, 14, 15]);
  });

  it('does not ring for events older than a week (a replayed history)', async () => {
    const [owner, fan] = await people(2);
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await fixture.publish(likeCreated, { checkInId: 503, userId: fan!.id, ownerId: owner!.id }, old);
    await fixture.publish(likeCreated, { checkInId: 504, userId: fan!.id, ownerId: owner!.id });
    await eventually(async () => expect(await unread(owner!)).toBe(1));
    expect((await list(owner!)).map((item) => item.checkInId)).toEqual([504]);
  });

  it('collects the digest of unread notifications since the last one, and forgets a deleted person', async () => {
    const [reader, gone, stays] = await people(3);
    for (const follower of [gone!, stays!]) {
      await fixture.publish(followCreated, {
        followerId: follower.id,
        followingId: reader!.id,
        createdAt: new Date().toISOString(),
      });
    }
    await eventually(async () => expect(await unread(reader!)).toBe(2));
    const all = await fixture.rpc.send(collectNotificationDigest, { userId: reader!.id, since: null });
    expect(all.total).toBe(2);
    expect(all.items.map((item) => item.actor?.id)).toEqual([stays!.id, gone!.id]);
    const later = await fixture.rpc.send(collectNotificationDigest, {
      userId: reader!.id,
      since: new Date().toISOString(),
    });
    expect(later).toEqual({ items: [], total: 0 });

    await fixture.publish(userDeleted, { id: gone!.id });
    await eventually(async () => expect(await unread(reader!)).toBe(1));
    expect((await list(reader!)).map((item) => item.actor?.id)).toEqual([stays!.id]);
  });
});
