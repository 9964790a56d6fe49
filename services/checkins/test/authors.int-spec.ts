import { eventually } from '@crema/testing';
import { access } from 'node:fs/promises';
import { addComment, likeCheckIn, reportCheckIn, saveCheckIn } from '@crema/contracts/checkins/rpc';
import { userDeleted, userRegistered, userUpdated } from '@crema/contracts/identity/events';
import { followCreated } from '@crema/contracts/social/events';
import { startCheckins, type CheckinsFixture } from './checkins-fixture';

let fixture: CheckinsFixture;

beforeAll(async () => {
  fixture = await startCheckins();
});

afterAll(async () => {
  await fixture?.close();
});

const authorRow = async (id: number) => {
  const rows: Record<string, unknown>[] = await fixture.db.query(
    'SELECT username, avatar_url, profile_visibility, share_check_ins FROM checkins.authors WHERE id = $1',
    [id],
  );
  return rows[0];
};
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('the authors projection', () => {
  it('follows user.registered and user.updated', async () => {
    const user = fixture.user();
    await fixture.publish(userRegistered, {
      id: user.id,
      username: 'barista',
      avatarUrl: null,
      bio: 'hi',
      profileVisibility: 'public',
      shareCheckIns: true,
    });
    await eventually(async () =>
      expect(await authorRow(user.id)).toEqual({
        username: 'barista',
        avatar_url: null,
        profile_visibility: 'public',
        share_check_ins: true,
      }),
    );
    await fixture.publish(userUpdated, {
      id: user.id,
      username: 'head_barista',
      avatarUrl: '/media/avatars/a.webp',
      bio: null,
      profileVisibility: 'friends',
      shareCheckIns: false,
    });
    await eventually(async () =>
      expect(await authorRow(user.id)).toEqual({
        username: 'head_barista',
        avatar_url: '/media/avatars/a.webp',
        profile_visibility: 'friends',
        share_check_ins: false,
      }),
    );
  });

  it('ignores an event older than the profile it already holds (a retry overtaken by a newer one)', async () => {
    const user = fixture.user();
    const profile = { id: user.id, avatarUrl: null, bio: null, shareCheckIns: true };
    const now = Date.now();
    await fixture.publish(
      userUpdated,
      { ...profile, username: 'newer', profileVisibility: 'private' },
      new Date(now),
    );
    await eventually(async () => expect(await authorRow(user.id)).toMatchObject({ username: 'newer' }));
    await fixture.publish(
      userRegistered,
      { ...profile, username: 'older', profileVisibility: 'public' },
      new Date(now - 60_000),
    );
    const marker = fixture.user();
    await fixture.publish(userRegistered, {
      ...profile,
      id: marker.id,
      username: 'marker',
      profileVisibility: 'public',
    });
    await eventually(async () => expect(await authorRow(marker.id)).toBeDefined());
    expect(await authorRow(user.id)).toMatchObject({ username: 'newer', profile_visibility: 'private' });
  });

  it('purges a deleted user and keeps the counters of other check-ins exact', async () => {
    const alice = await fixture.registered();
    const bob = await fixture.registered();
    const carol = await fixture.registered();
    const alicePhoto = await fixture.storePhoto();
    const bobPhoto = await fixture.storePhoto();
    const a1 = await fixture.createCheckIn(alice, {}, alicePhoto);
    const b1 = await fixture.createCheckIn(bob, {}, bobPhoto);
    const b2 = await fixture.createCheckIn(bob);

    // Bob reacts to Alice's check-in; Carol too; Alice reacts to Bob's.
    for (const actor of [bob.actor, carol.actor]) {
      await fixture.rpc.send(likeCheckIn, { actor, id: a1.id });
      await fixture.rpc.send(addComment, { actor, checkInId: a1.id, body: { content: 'nice' } });
    }
    await fixture.rpc.send(addComment, { actor: bob.actor, checkInId: a1.id, body: { content: 'again' } });
    await fixture.rpc.send(saveCheckIn, { actor: bob.actor, id: a1.id });
    await fixture.rpc.send(reportCheckIn, {
      actor: bob.actor,
      checkInId: a1.id,
      body: { reason: 'Just testing' },
    });
    await fixture.rpc.send(likeCheckIn, { actor: alice.actor, id: b1.id });
    await fixture.rpc.send(addComment, { actor: alice.actor, checkInId: b1.id, body: { content: 'yum' } });
    await fixture.rpc.send(saveCheckIn, { actor: alice.actor, id: b1.id });
    await fixture.db.query(
      `INSERT INTO checkins.follows (follower_id, following_id, created_at)
       VALUES ($1, $2, now()), ($2, $1, now()), ($1, $3, now())`,
      [alice.id, bob.id, carol.id],
    );
    await fixture.redis.zadd(`${fixture.redisPrefix}:checkins:timeline:${bob.id}`, 0, '0:0');

    await fixture.publish(userDeleted, { id: bob.id });

    await eventually(async () => expect(await authorRow(bob.id)).toBeUndefined());
    const counters: unknown[] = await fixture.db.query(
      'SELECT likes_count, comments_count FROM checkins.check_ins WHERE id = $1',
      [a1.id],
    );
    expect(counters).toEqual([{ likes_count: 1, comments_count: 1 }]);
    const leftovers: Record<string, number>[] = await fixture.db.query(
      `SELECT
         (SELECT count(*)::int FROM checkins.check_ins WHERE user_id = $1) AS check_ins,
         (SELECT count(*)::int FROM checkins.likes WHERE user_id = $1 OR check_in_id = ANY($2)) AS likes,
         (SELECT count(*)::int FROM checkins.comments WHERE user_id = $1 OR check_in_id = ANY($2)) AS comments,
         (SELECT count(*)::int FROM checkins.saved_check_ins WHERE user_id = $1 OR check_in_id = ANY($2)) AS saves,
         (SELECT count(*)::int FROM checkins.reports WHERE reporter_id = $1 OR check_in_id = ANY($2)) AS reports,
         (SELECT count(*)::int FROM checkins.follows WHERE follower_id = $1 OR following_id = $1) AS follows`,
      [bob.id, [b1.id, b2.id]],
    );
    expect(leftovers).toEqual([{ check_ins: 0, likes: 0, comments: 0, saves: 0, reports: 0, follows: 0 }]);
    // Alice's own data and her other edges stay.
    const aliceFollows: unknown[] = await fixture.db.query(
      'SELECT following_id FROM checkins.follows WHERE follower_id = $1',
      [alice.id],
    );
    expect(aliceFollows).toEqual([{ following_id: carol.id }]);
    expect(await exists(fixture.mediaPath(alicePhoto.url))).toBe(true);
    expect(await exists(fixture.mediaPath(bobPhoto.url))).toBe(false);
    expect(await exists(fixture.mediaPath(bobPhoto.thumbnailUrl))).toBe(false);
    expect(await fixture.redis.exists(`${fixture.redisPrefix}:checkins:timeline:${bob.id}`)).toBe(0);
    expect(await fixture.outboxSubjects(b1.id)).toEqual([
      'evt.checkins.checkin.created.v1',
      'evt.checkins.checkin.deleted.v1',
    ]);
    expect(await fixture.outboxSubjects(b2.id)).toEqual([
      'evt.checkins.checkin.created.v1',
      'evt.checkins.checkin.deleted.v1',
    ]);
  });

  it('never takes a deleted user in again: a retried user.updated or follow.created after user.deleted', async () => {
    const gone = await fixture.registered();
    const friend = await fixture.registered();
    const profile = { id: gone.id, username: gone.username, avatarUrl: null, bio: null };
    const before = new Date(Date.now() - 1000);
    await fixture.publish(userDeleted, { id: gone.id });
    await eventually(async () => expect(await authorRow(gone.id)).toBeUndefined());
    // Events of before the deletion, delivered after it (a handler failed and was retried).
    await fixture.publish(
      userUpdated,
      { ...profile, profileVisibility: 'public', shareCheckIns: true },
      before,
    );
    await fixture.publish(followCreated, {
      followerId: friend.id,
      followingId: gone.id,
      createdAt: before.toISOString(),
    });
    await fixture.publish(followCreated, {
      followerId: gone.id,
      followingId: friend.id,
      createdAt: before.toISOString(),
    });
    const marker = await fixture.registered();
    await fixture.publish(followCreated, {
      followerId: friend.id,
      followingId: marker.id,
      createdAt: new Date().toISOString(),
    });
    const edges = async () =>
      fixture.db.query<{ follower_id: number; following_id: number }[]>(
        'SELECT follower_id, following_id FROM checkins.follows WHERE $1 IN (follower_id, following_id)',
        [friend.id],
      );
    // The marker edge was published last: once it is there, the earlier events were handled too.
    await eventually(async () =>
      expect(await edges()).toEqual([{ follower_id: friend.id, following_id: marker.id }]),
    );
    expect(await authorRow(gone.id)).toBeUndefined();
  });

  it('lets every event apply over a row filled in from identity (dated -infinity, not the database clock)', async () => {
    const late = fixture.user({ profileVisibility: 'public' });
    // The actor's first write fills the row from identity (the registered event has not arrived).
    await fixture.createCheckIn(late);
    expect(await authorRow(late.id)).toMatchObject({ profile_visibility: 'public' });
    // identity's clock may run behind the database's: an update stamped a minute ago still applies.
    await fixture.publish(
      userUpdated,
      {
        id: late.id,
        username: late.username,
        avatarUrl: null,
        bio: null,
        profileVisibility: 'private',
        shareCheckIns: true,
      },
      new Date(Date.now() - 60_000),
    );
    await eventually(async () =>
      expect(await authorRow(late.id)).toMatchObject({ profile_visibility: 'private' }),
    );
  });
});
