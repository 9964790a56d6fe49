import { socialCheckInsDurable } from '@crema/contracts/bus/social-consumers';
import {
  checkInCreated,
  checkInDeleted,
  checkInReassigned,
  checkInUpdated,
} from '@crema/contracts/checkins/events';
import { userDeleted, userRegistered, userUpdated } from '@crema/contracts/identity/events';
import { followDeleted } from '@crema/contracts/social/events';
import { listFollowers, searchUsers, unfollowUser } from '@crema/contracts/social/rpc';
import { eventually } from '@crema/testing';
import { failureOf, startSocial, type SocialFixture } from './social-fixture';

let fixture: SocialFixture;

beforeAll(async () => {
  fixture = await startSocial();
});

afterAll(async () => {
  await fixture?.close();
});

const cardOf = async (id: number) => {
  const rows: Record<string, unknown>[] = await fixture.db.query(
    'SELECT username, avatar_url, bio, profile_visibility, share_check_ins FROM social.user_cards WHERE id = $1',
    [id],
  );
  return rows[0];
};
const countersOf = async (userId: number) => {
  const rows: Record<string, number>[] = await fixture.db.query(
    'SELECT check_ins_count, followers_count, following_count FROM social.user_counters WHERE user_id = $1',
    [userId],
  );
  return rows[0];
};
/** The user's live facts (not the tombstones of deleted check-ins). */
const factsOf = async (userId: number) => {
  const rows: { check_in_id: number; coffee_key: string }[] = await fixture.db.query(
    `SELECT check_in_id, coffee_key FROM social.check_in_facts WHERE user_id = $1 AND deleted_at IS NULL
     ORDER BY check_in_id`,
    [userId],
  );
  return rows;
};
/** Ids no fixture check-in takes, for check-ins announced by hand. */
let nextHandMadeCheckInId = 1_000_000;

describe('the user-card projection', () => {
  it('follows user.registered and user.updated', async () => {
    const user = fixture.user();
    const profile = {
      id: user.id,
      username: 'barista',
      avatarUrl: null,
      bio: 'hi',
      profileVisibility: 'public',
      shareCheckIns: true,
    } as const;
    await fixture.publish(userRegistered, profile);
    await eventually(async () =>
      expect(await cardOf(user.id)).toEqual({
        username: 'barista',
        avatar_url: null,
        bio: 'hi',
        profile_visibility: 'public',
        share_check_ins: true,
      }),
    );
    await fixture.publish(userUpdated, {
      ...profile,
      username: 'head_barista',
      avatarUrl: '/media/avatars/a.webp',
      bio: null,
      profileVisibility: 'friends',
    });
    await eventually(async () =>
      expect(await cardOf(user.id)).toMatchObject({
        username: 'head_barista',
        profile_visibility: 'friends',
      }),
    );
  });

  it('ignores an event older than the card it holds, and takes every event over a card fetched from identity', async () => {
    const user = fixture.user({ username: 'fetched' });
    const follower = await fixture.registered();
    await fixture.follow(follower, user);
    expect(await cardOf(user.id)).toMatchObject({ username: 'fetched' });
    const profile = { id: user.id, avatarUrl: null, bio: null, shareCheckIns: true } as const;
    const now = Date.now();
    // Dated before the card was fetched, by identity's clock: still applies.
    await fixture.publish(
      userUpdated,
      { ...profile, username: 'newer', profileVisibility: 'private' },
      new Date(now - 5000),
    );
    await eventually(async () => expect(await cardOf(user.id)).toMatchObject({ username: 'newer' }));
    await fixture.publish(
      userRegistered,
      { ...profile, username: 'older', profileVisibility: 'public' },
      new Date(now - 60_000),
    );
    const marker = await fixture.registered();
    expect(await cardOf(marker.id)).toBeDefined();
    expect(await cardOf(user.id)).toMatchObject({ username: 'newer', profile_visibility: 'private' });
  });

  it('purges a deleted user: card, facts, counters and every edge both ways, each with follow.deleted', async () => {
    const gone = await fixture.registered();
    const [fan, idol, friend, bystander] = await Promise.all([1, 2, 3, 4].map(() => fixture.registered()));
    if (!fan || !idol || !friend || !bystander) throw new Error('four users expected');
    for (const [follower, following] of [
      [fan, gone],
      [gone, idol],
      [gone, friend],
      [friend, gone],
      [fan, bystander],
    ] as const) {
      await fixture.follow(follower, following);
    }
    await fixture.checkIn(gone);
    await eventually(async () => expect(await factsOf(gone.id)).toHaveLength(1));

    await fixture.deleteUser(gone);

    await eventually(async () => expect(await cardOf(gone.id)).toBeUndefined());
    expect(await factsOf(gone.id)).toEqual([]);
    expect(await countersOf(gone.id)).toBeUndefined();
    const edges: unknown[] = await fixture.db.query(
      'SELECT 1 FROM social.follows WHERE follower_id = $1 OR following_id = $1',
      [gone.id],
    );
    expect(edges).toEqual([]);
    const deletions = (await fixture.followEvents(gone.id)).filter(
      (event) => event.subject === followDeleted.subject,
    );
    expect(
      deletions.map((event) => event.data).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual(
      [
        { followerId: fan.id, followingId: gone.id },
        { followerId: friend.id, followingId: gone.id },
        { followerId: gone.id, followingId: friend.id },
        { followerId: gone.id, followingId: idol.id },
      ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    expect(await countersOf(fan.id)).toMatchObject({ followers_count: 0, following_count: 1 });
    expect(await countersOf(idol.id)).toMatchObject({ followers_count: 0, following_count: 0 });
    expect(await countersOf(friend.id)).toMatchObject({ followers_count: 0, following_count: 0 });
    expect(await countersOf(bystander.id)).toMatchObject({ followers_count: 1 });
    const fanFollowers = await fixture.rpc.send(listFollowers, { actor: bystander.actor, page: {} });
    expect(fanFollowers.items.map((item) => item.id)).toEqual([fan.id]);
    // Gone for good: identity no longer knows them either, so no card comes back.
    expect(await failureOf(fixture.follow(fan, gone))).toMatchObject({ status: 404 });
    // Unfollowing someone gone is still an answer: not followed, nothing to show.
    await expect(fixture.rpc.send(unfollowUser, { actor: fan.actor, userId: gone.id })).resolves.toEqual({
      isFollowing: false,
      followersCount: null,
    });
  });
  it('brings no deleted user back when a user.* event is retried after user.deleted', async () => {
    const gone = await fixture.registered({ username: 'soon_gone' });
    const stranger = await fixture.registered();
    const before = new Date(Date.now() - 60_000);
    const checkIn = await fixture.checkIn(gone);
    await eventually(async () => expect(await fixture.checkInsCount(gone.id)).toBe(1));

    await fixture.deleteUser(gone);
    await eventually(async () => expect(await cardOf(gone.id)).toBeUndefined());
    // Announced before the deletion, delivered again after it (their acks were lost).
    const profile = {
      id: gone.id,
      avatarUrl: null,
      bio: null,
      profileVisibility: 'public',
      shareCheckIns: true,
    } as const;
    await fixture.publish(userUpdated, { ...profile, username: 'soon_gone' }, before);
    await fixture.publish(userRegistered, { ...profile, username: 'soon_gone' }, before);
    await fixture.publish(checkInCreated, checkIn);
    const marker = await fixture.registered();
    await fixture.checkIn(marker);
    await eventually(async () => expect(await fixture.checkInsCount(marker.id)).toBe(1));

    expect(await cardOf(gone.id)).toBeUndefined();
    expect(await factsOf(gone.id)).toEqual([]);
    expect(await countersOf(gone.id)).toBeUndefined();
    expect(await failureOf(fixture.follow(stranger, gone))).toMatchObject({ status: 404 });
    const found = await fixture.rpc.send(searchUsers, { viewer: stranger.actor, query: 'soon_gone' });
    expect(found).toEqual([]);
  });

  it('brings no deleted user back from a card identity handed out just before the deletion', async () => {
    const fan = await fixture.registered();
    const lingering = await fixture.registered();
    // Deleted at social; identity still answers with the profile, as it did a moment earlier.
    await fixture.publish(userDeleted, { id: lingering.id });
    await eventually(async () => expect(await cardOf(lingering.id)).toBeUndefined());

    expect(await failureOf(fixture.follow(fan, lingering))).toMatchObject({ status: 404 });
    expect(await cardOf(lingering.id)).toBeUndefined();
    expect(await fixture.followEvents(lingering.id)).toEqual([]);
  });
});

describe('the check-in counter', () => {
  it('stays exact through created, updated and deleted events, redelivered or announced twice', async () => {
    const owner = await fixture.registered();
    const other = await fixture.registered();
    const first = await fixture.checkIn(owner, { coffeeName: 'Kochere', roaster: 'Tim Wendelboe' });
    const second = await fixture.checkIn(owner);
    const third = await fixture.checkIn(owner);
    await eventually(async () => expect(await fixture.checkInsCount(owner.id)).toBe(3));
    expect((await factsOf(owner.id))[0]?.coffee_key).toBe('tim wendelboe\nkochere');

    // A redelivery of the same event (its ack was lost) and the same check-in announced again.
    const updated = await fixture.publish(checkInUpdated, { ...first, coffeeName: 'Kochere Natural' });
    await fixture.redeliver(updated);
    await fixture.publish(checkInCreated, second);
    const deleted = await fixture.publish(checkInDeleted, { id: third.id, userId: owner.id });
    await fixture.redeliver(deleted);
    await fixture.publish(checkInDeleted, { id: third.id, userId: owner.id });
    // An update for a check-in never seen counts it; a reassignment moves it to the new owner.
    const unseen = { ...second, id: third.id + 1000 };
    await fixture.publish(checkInUpdated, unseen);
    await fixture.publish(checkInUpdated, { ...second, userId: other.id });

    await eventually(async () => expect(await fixture.checkInsCount(other.id)).toBe(1));
    expect(await fixture.checkInsCount(owner.id)).toBe(2);
    expect((await factsOf(owner.id)).map((fact) => [fact.check_in_id, fact.coffee_key])).toEqual([
      [first.id, 'tim wendelboe\nkochere natural'],
      [unseen.id, 'square mile\nyirgacheffe konga'],
    ]);
    const processed: { n: number }[] = await fixture.db.query(
      `SELECT count(*)::int AS n FROM social.processed_events WHERE consumer = $2 AND event_id = ANY($1::uuid[])`,
      [[updated.id, deleted.id], socialCheckInsDurable.name],
    );
    expect(processed).toEqual([{ n: 2 }]);
  });

  it('moves a reassigned check-in between counts once, redelivered or announced again, equal to a recount', async () => {
    const from = await fixture.registered();
    const to = await fixture.registered();
    const moved = await fixture.checkIn(from, { coffeeName: 'Handed Over' });
    const stays = await fixture.checkIn(from);
    await fixture.checkIn(to);
    await eventually(async () => expect(await fixture.checkInsCount(to.id)).toBe(1));
    await eventually(async () => expect(await fixture.checkInsCount(from.id)).toBe(2));

    const reassigned = await fixture.publish(checkInReassigned, {
      fromUserId: from.id,
      checkIn: { ...moved, userId: to.id },
    });
    await fixture.redeliver(reassigned);
    await fixture.publish(checkInReassigned, { fromUserId: from.id, checkIn: { ...moved, userId: to.id } });
    // One never seen before (its checkin.created was lost): counted for its new owner only.
    const unseen = { ...moved, id: nextHandMadeCheckInId++, userId: to.id };
    await fixture.publish(checkInReassigned, { fromUserId: from.id, checkIn: unseen });
    const marker = await fixture.checkIn(to);
    await eventually(async () =>
      expect((await factsOf(to.id)).map((fact) => fact.check_in_id)).toContain(marker.id),
    );

    expect((await factsOf(from.id)).map((fact) => fact.check_in_id)).toEqual([stays.id]);
    expect((await factsOf(to.id)).map((fact) => fact.check_in_id)).toEqual(
      expect.arrayContaining([moved.id, unseen.id, marker.id]),
    );
    const recount = await fixture.db.query<{ user_id: number; counted: number; recounted: number }[]>(
      `SELECT n.user_id, n.check_ins_count AS counted,
         (SELECT count(*)::int FROM social.check_in_facts f WHERE f.user_id = n.user_id AND f.deleted_at IS NULL)
           AS recounted
       FROM social.user_counters n WHERE n.user_id = ANY($1::int[]) ORDER BY n.user_id`,
      [[from.id, to.id]],
    );
    expect(recount).toEqual([
      { user_id: from.id, counted: 1, recounted: 1 },
      { user_id: to.id, counted: 4, recounted: 4 },
    ]);
    // A checkin.deleted after the move takes it off the new owner's count.
    await fixture.publish(checkInDeleted, { id: moved.id, userId: to.id });
    await eventually(async () => expect(await fixture.checkInsCount(to.id)).toBe(3));
    expect(await fixture.checkInsCount(from.id)).toBe(1);
  });

  it('never counts a check-in whose checkin.deleted came first, however often it is announced', async () => {
    const owner = await fixture.registered();
    const early = await fixture.checkIn(owner, { id: nextHandMadeCheckInId++ });
    await eventually(async () => expect(await fixture.checkInsCount(owner.id)).toBe(1));
    const late = { ...early, id: nextHandMadeCheckInId++ };

    // `early` is deleted after being counted, then announced again; `late` is deleted before its
    // checkin.created arrives.
    await fixture.publish(checkInDeleted, { id: early.id, userId: owner.id });
    await fixture.publish(checkInDeleted, { id: late.id, userId: owner.id });
    const created = await fixture.publish(checkInCreated, early);
    await fixture.redeliver(created);
    await fixture.publish(checkInCreated, late);
    await fixture.publish(checkInUpdated, { ...late, coffeeName: 'Renamed' });
    const marker = await fixture.checkIn(owner);
    await eventually(async () =>
      expect((await factsOf(owner.id)).map((fact) => fact.check_in_id)).toEqual([marker.id]),
    );

    expect(await fixture.checkInsCount(owner.id)).toBe(1);
    const tombstones: unknown[] = await fixture.db.query(
      `SELECT check_in_id, coffee_key, roaster_key FROM social.check_in_facts
       WHERE user_id = $1 AND deleted_at IS NOT NULL ORDER BY check_in_id`,
      [owner.id],
    );
    expect(tombstones).toEqual([
      { check_in_id: early.id, coffee_key: null, roaster_key: null },
      { check_in_id: late.id, coffee_key: null, roaster_key: null },
    ]);
  });
});
