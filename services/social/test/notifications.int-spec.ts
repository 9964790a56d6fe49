import { randomUUID } from 'node:crypto';
import {
  checkInDeleted,
  checkInReassigned,
  commentCreated,
  commentDeleted,
  contentModerated,
  likeCreated,
  likeDeleted,
} from '@crema/contracts/checkins/events';
import { userDeleted } from '@crema/contracts/identity/events';
import { badgeEarned } from '@crema/contracts/insights/events';
import { followCreated } from '@crema/contracts/social/events';
import {
  collectNotificationDigest,
  countUnreadNotifications,
  findDigestRecipients,
  listNotifications,
  notificationsSince,
} from '@crema/contracts/social/notifications';
import { unfollowUser } from '@crema/contracts/social/rpc';
import { eventually } from '@crema/testing';
import { NotificationsRepository } from '../src/notifications/notifications.repository';
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
/** Each stored notification of the person as its people, latest seq first (whatever reads would hide). */
const actorIdsOf = async (userId: number) => {
  const rows: { actor_ids: number[] }[] = await fixture.db.query(
    'SELECT actor_ids FROM social.notifications WHERE user_id = $1 ORDER BY seq DESC',
    [userId],
  );
  return rows.map((row) => row.actor_ids);
};
/** Waits until social has purged the person (user.deleted, on the social-users durable). */
const purged = (user: TestUser) =>
  eventually(async () => {
    const rows: unknown[] = await fixture.db.query('SELECT 1 FROM social.deleted_users WHERE id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(1);
  });
/** Waits until the notifications durable has handled these events. */
const handled = (...events: { id: string }[]) =>
  eventually(async () => {
    const rows: unknown[] = await fixture.db.query(
      `SELECT 1 FROM social.processed_events WHERE consumer = 'social-notifications' AND event_id = ANY($1::uuid[])`,
      [events.map((event) => event.id)],
    );
    expect(rows).toHaveLength(events.length);
  });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('notifications from events', () => {
  it('notifies once for an event delivered twice', async () => {
    const [owner, fan] = await people(2);
    const like = await fixture.publish(likeCreated, { checkInId: 501, userId: fan!.id, ownerId: owner!.id });
    await fixture.redeliver(like);
    await eventually(async () => expect(await unread(owner!)).toBe(1));
    // A later event proves both deliveries were handled before it.
    await fixture.follow(fan!, owner!);
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
    await Promise.all(followers.map((follower) => fixture.follow(follower, star!)));
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
    for (const follower of [gone!, stays!]) await fixture.follow(follower, reader!);
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

  it('notifies nobody of what a deleted person did when the event arrives after their purge', async () => {
    const [alice, bob, carol] = await people(3);
    await fixture.deleteUser(bob!);
    await purged(bob!);
    // Bob liked and commented before deleting his account; this durable takes it after the purge.
    await fixture.publish(
      likeCreated,
      { checkInId: 601, userId: bob!.id, ownerId: alice!.id },
      minutesAgo(1),
    );
    await fixture.publish(
      commentCreated,
      { id: 601, checkInId: 602, userId: bob!.id, ownerId: alice!.id },
      minutesAgo(1),
    );
    // A later event to Alice proves those were handled before it.
    await fixture.publish(likeCreated, { checkInId: 601, userId: carol!.id, ownerId: alice!.id });
    await eventually(async () => expect(await unread(alice!)).toBe(1));
    expect(await actorIdsOf(alice!.id)).toEqual([[carol!.id]]);
  });

  it('brings no notification back for a purged person when events for them arrive after the purge', async () => {
    const [alice, bob] = await people(2);
    await fixture.deleteUser(alice!);
    await purged(alice!);
    const events = [
      await fixture.publish(
        likeCreated,
        { checkInId: 603, userId: bob!.id, ownerId: alice!.id },
        minutesAgo(1),
      ),
      await fixture.publish(commentCreated, { id: 603, checkInId: 603, userId: bob!.id, ownerId: alice!.id }),
      await fixture.publish(badgeEarned, {
        userId: alice!.id,
        badgeId: 1,
        badgeName: 'First Sip',
        earnedAt: minutesAgo(1).toISOString(),
      }),
      await fixture.publish(contentModerated, {
        userId: alice!.id,
        action: 'warned',
        checkInId: 603,
        commentId: null,
        reason: 'Off topic',
      }),
    ];
    await handled(...events);
    expect(await actorIdsOf(alice!.id)).toEqual([]);
    const inboxes: unknown[] = await fixture.db.query(
      'SELECT 1 FROM social.notification_inboxes WHERE user_id = $1',
      [alice!.id],
    );
    expect(inboxes).toEqual([]);
  });
});

describe('an event retried after its undo', () => {
  it('does not notify of a like whose unlike was handled first, but does of a like after the unlike', async () => {
    const [owner, fan, other] = await people(3);
    const like = { checkInId: 701, userId: fan!.id, ownerId: owner!.id };
    // like.created failed once; the unlike was handled during its backoff (nothing to withdraw).
    await fixture.publish(likeDeleted, like, minutesAgo(2));
    await fixture.publish(likeCreated, like, minutesAgo(3));
    await fixture.publish(likeCreated, { ...like, userId: other!.id });
    await eventually(async () => expect(await unread(owner!)).toBe(1));
    const latestAndCount = async () => (await list(owner!)).map((item) => [item.actor?.id, item.actorsCount]);
    expect(await latestAndCount()).toEqual([[other!.id, 1]]);
    // Liked again after the unlike: that like stands.
    await fixture.publish(likeCreated, like, minutesAgo(1));
    await eventually(async () => expect(await latestAndCount()).toEqual([[fan!.id, 2]]));
  });

  it('does not notify of a follow undone before its follow.created was handled', async () => {
    const [star, fan, other] = await people(3);
    await fixture.follow(fan!, star!);
    await eventually(async () => expect(await unread(star!)).toBe(1));
    await fixture.rpc.send(unfollowUser, { actor: fan!.actor, userId: star!.id });
    await eventually(async () => expect(await unread(star!)).toBe(0));
    // The follow.created again, as a retry after the follow.deleted would come.
    await fixture.publish(followCreated, {
      followerId: fan!.id,
      followingId: star!.id,
      createdAt: minutesAgo(1).toISOString(),
    });
    await fixture.follow(other!, star!);
    await eventually(async () => expect(await unread(star!)).toBe(1));
    expect(await actorIdsOf(star!.id)).toEqual([[other!.id]]);
  });

  it('does not notify of a comment deleted before its comment.created was handled, but does of another', async () => {
    const [owner, fan, other] = await people(3);
    const comment = { id: 901, checkInId: 902, userId: fan!.id, ownerId: owner!.id };
    // comment.created failed once; the comment.deleted was handled during its backoff.
    const retried = [
      await fixture.publish(commentDeleted, comment, minutesAgo(1)),
      await fixture.publish(commentCreated, comment, minutesAgo(2)),
    ];
    await handled(...retried);
    await fixture.publish(commentCreated, { ...comment, id: 903, userId: other!.id });
    await eventually(async () => expect(await unread(owner!)).toBe(1));
    expect(await actorIdsOf(owner!.id)).toEqual([[other!.id]]);
  });

  it('does not notify of a like or comment of a check-in deleted before they were handled', async () => {
    const [owner, fan, other] = await people(3);
    const gone = { checkInId: 904, userId: fan!.id, ownerId: owner!.id };
    // Both failed once; the check-in's deletion was handled during their backoff.
    const retried = [
      await fixture.publish(checkInDeleted, { id: gone.checkInId, userId: owner!.id }, minutesAgo(1)),
      await fixture.publish(likeCreated, gone, minutesAgo(2)),
      await fixture.publish(commentCreated, { ...gone, id: 904 }, minutesAgo(2)),
    ];
    await handled(...retried);
    await fixture.publish(likeCreated, { ...gone, checkInId: 905, userId: other!.id });
    await eventually(async () => expect(await unread(owner!)).toBe(1));
    expect(await actorIdsOf(owner!.id)).toEqual([[other!.id]]);
  });
});

describe('replicas handling one person\'s events at the same moment', () => {
  it("withdraws a person's first notification, a like, when its unlike is handled meanwhile", async () => {
    const [owner, fan] = await people(2);
    const like = { ownerId: owner!.id, likerId: fan!.id, checkInId: 908 };
    const notifications = new NotificationsRepository(fixture.db);
    const liking = fixture.db.createQueryRunner();
    await liking.connect();
    await liking.startTransaction();
    try {
      // One replica handles the like: no unlike is recorded, and the owner has no inbox yet.
      expect(await notifications.unlikedSince(liking.manager, like, minutesAgo(2))).toBe(false);
      // Another handles its unlike meanwhile: it must wait for the like, or the like must see it.
      let unliked = false;
      const unliking = fixture.db
        .transaction(async (manager) => {
          await notifications.withdrawLike(manager, like);
          await notifications.recordUnlike(manager, { ...like, at: minutesAgo(1) }, minutesAgo(8 * 24 * 60));
        })
        .then(() => {
          unliked = true;
        });
      await eventually(async () => {
        const waiting: unknown[] = await fixture.db.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND query LIKE '%notification_inboxes%'`,
        );
        expect(unliked || waiting.length === 1).toBe(true);
      });
      await notifications.insert(liking.manager, [owner!.id], {
        type: 'like',
        actorIds: [fan!.id],
        checkInId: like.checkInId,
        sourceEvent: randomUUID(),
        createdAt: minutesAgo(2),
      });
      await liking.commitTransaction();
      await unliking;
    } finally {
      if (liking.isTransactionActive) await liking.rollbackTransaction();
      await liking.release();
    }
    expect(await actorIdsOf(owner!.id)).toEqual([]);
  });
});

describe('a check-in moved to someone else', () => {
  it("does not notify its former owner of a like or comment handled after the move, and does its new owner", async () => {
    const [owner, heir, fan, other] = await people(4);
    const moved = await fixture.checkIn(owner!);
    const before = { checkInId: moved.id, userId: fan!.id, ownerId: owner!.id };
    // Both failed once; an administrator's reassignment was handled during their backoff.
    const retried = [
      await fixture.publish(
        checkInReassigned,
        { fromUserId: owner!.id, checkIn: { ...moved, userId: heir!.id } },
        minutesAgo(1),
      ),
      await fixture.publish(likeCreated, before, minutesAgo(2)),
      await fixture.publish(commentCreated, { ...before, id: 906 }, minutesAgo(2)),
    ];
    await handled(...retried);
    // Liked once it is the heir's: the heir hears of it.
    await fixture.publish(likeCreated, { ...before, userId: other!.id, ownerId: heir!.id });
    await eventually(async () => expect(await unread(heir!)).toBe(1));
    expect(await actorIdsOf(heir!.id)).toEqual([[other!.id]]);
    expect(await actorIdsOf(owner!.id)).toEqual([]);
  });

  it("keeps its new owner's notifications when the move is handled after them", async () => {
    const [owner, heir, fan] = await people(3);
    const moved = await fixture.checkIn(owner!);
    // A like of the heir's check-in, handled before the move it came after.
    await handled(
      await fixture.publish(likeCreated, { checkInId: moved.id, userId: fan!.id, ownerId: heir!.id }, minutesAgo(1)),
    );
    await handled(
      await fixture.publish(
        checkInReassigned,
        { fromUserId: owner!.id, checkIn: { ...moved, userId: heir!.id } },
        minutesAgo(2),
      ),
    );
    expect(await actorIdsOf(heir!.id)).toEqual([[fan!.id]]);
  });

  it('keeps the latest move, whatever order the moves are handled in', async () => {
    const [first, second, fan] = await people(3);
    const moved = await fixture.checkIn(first!);
    // Moved to the second, then back to the first; the later move is handled first.
    const moves = [
      await fixture.publish(checkInReassigned, { fromUserId: second!.id, checkIn: moved }, minutesAgo(1)),
      await fixture.publish(
        checkInReassigned,
        { fromUserId: first!.id, checkIn: { ...moved, userId: second!.id } },
        minutesAgo(2),
      ),
    ];
    await handled(...moves);
    await fixture.publish(likeCreated, { checkInId: moved.id, userId: fan!.id, ownerId: first!.id });
    await eventually(async () => expect(await unread(first!)).toBe(1));
    expect(await unread(second!)).toBe(0);
  });
});

describe('the email digest', () => {
  it('mails a notification that arrives after a digest although its event happened before it', async () => {
    const [reader, early, late] = await people(3);
    await fixture.follow(early!, reader!);
    await eventually(async () => expect(await unread(reader!)).toBe(1));
    expect(
      (await fixture.rpc.send(collectNotificationDigest, { userId: reader!.id, since: null })).total,
    ).toBe(1);
    // What identity records once that digest is mailed: the time it read the person, before asking.
    const since = new Date().toISOString();
    // A like from a minute before, held up (a retry): it arrives after the digest.
    await fixture.publish(
      likeCreated,
      { checkInId: 801, userId: late!.id, ownerId: reader!.id },
      minutesAgo(1),
    );
    await eventually(async () => expect(await unread(reader!)).toBe(2));

    const recipients = await fixture.rpc.send(findDigestRecipients, {
      candidates: [{ userId: reader!.id, since }],
    });
    expect(recipients).toEqual({ userIds: [reader!.id] });
    const next = await fixture.rpc.send(collectNotificationDigest, { userId: reader!.id, since });
    expect(next.total).toBe(1);
    expect(next.items).toEqual([expect.objectContaining({ type: 'like', checkInId: 801 })]);
  });

  it('lists a notification being written when it is asked only after that write commits', async () => {
    const [reader, fan] = await people(2);
    await fixture.follow(fan!, reader!);
    await eventually(async () => expect(await unread(reader!)).toBe(1));
    const writing = fixture.db.createQueryRunner();
    await writing.startTransaction();
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Identity's read, after the write's transaction began and before its notification.
      const since = new Date().toISOString();
      await new NotificationsRepository(fixture.db).insert(writing.manager, [reader!.id], {
        type: 'badge',
        actorIds: [],
        badgeId: 1,
        detail: 'First Sip',
        sourceEvent: randomUUID(),
        createdAt: minutesAgo(1),
      });
      const digest = fixture.rpc.send(collectNotificationDigest, { userId: reader!.id, since });
      await eventually(async () => {
        const waiting: unknown[] = await fixture.db.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND query LIKE '%notification_inboxes%FOR SHARE%'`,
        );
        expect(waiting).toHaveLength(1);
      });
      await writing.commitTransaction();
      // Not listed now, it would have arrived before the next digest's `since`, and never been mailed.
      expect((await digest).items).toEqual([expect.objectContaining({ type: 'badge', badgeId: 1 })]);
    } finally {
      if (writing.isTransactionActive) await writing.rollbackTransaction();
      await writing.release();
    }
  });
});
