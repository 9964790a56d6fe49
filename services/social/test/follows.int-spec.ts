import { EVENTS_STREAM } from '@crema/contracts/common/events';
import { healthPing, type RpcRequest } from '@crema/contracts/common/rpc';
import { followCreated, followDeleted } from '@crema/contracts/social/events';
import {
  exportUserSocial,
  followUser,
  listFollowers,
  SOCIAL_SERVICE,
  unfollowUser,
} from '@crema/contracts/social/rpc';
import { eventually } from '@crema/testing';
import { failureOf, startSocial, type SocialFixture, type TestUser } from './social-fixture';

let fixture: SocialFixture;

beforeAll(async () => {
  fixture = await startSocial();
});

afterAll(async () => {
  await fixture?.close();
});

const counters = async (userId: number) => {
  const rows: { followers_count: number; following_count: number }[] = await fixture.db.query(
    'SELECT followers_count, following_count FROM social.user_counters WHERE user_id = $1',
    [userId],
  );
  return rows[0];
};

const cardsOf = (ids: number[]): Promise<unknown[]> =>
  fixture.db.query('SELECT id FROM social.user_cards WHERE id = ANY($1::int[])', [ids]);
/** Sessions of this test's database waiting for a lock someone else holds. */
const sessionsWaitingOnLocks = async () => {
  const rows: { n: number }[] = await fixture.db.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]?.n;
};

describe('follow and unfollow', () => {
  it('answers the health ping', async () => {
    await expect(fixture.rpc.send(healthPing(SOCIAL_SERVICE), {})).resolves.toEqual({ ok: true });
  });

  it('are idempotent and announce only real changes', async () => {
    const alice = await fixture.registered();
    const bob = await fixture.registered();
    const carol = await fixture.registered();
    await fixture.follow(carol, bob);

    await expect(fixture.follow(alice, bob)).resolves.toEqual({ isFollowing: true, followersCount: 2 });
    await expect(fixture.follow(alice, bob)).resolves.toEqual({ isFollowing: true, followersCount: 2 });
    const unfollow = () => fixture.rpc.send(unfollowUser, { actor: alice.actor, userId: bob.id });
    await expect(unfollow()).resolves.toEqual({ isFollowing: false, followersCount: 1 });
    await expect(unfollow()).resolves.toEqual({ isFollowing: false, followersCount: 1 });
    await expect(fixture.follow(alice, bob)).resolves.toEqual({ isFollowing: true, followersCount: 2 });

    const events = await fixture.followEvents(alice.id);
    expect(events.map((event) => event.subject)).toEqual([
      followCreated.subject,
      followDeleted.subject,
      followCreated.subject,
    ]);
    expect(events[0]?.data).toEqual({
      followerId: alice.id,
      followingId: bob.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    expect(events[1]?.data).toEqual({ followerId: alice.id, followingId: bob.id });
    expect(await counters(alice.id)).toEqual({ followers_count: 0, following_count: 1 });
    expect(await counters(bob.id)).toEqual({ followers_count: 2, following_count: 0 });
  });

  it('relays the follow events to JetStream for the checkins feeds', async () => {
    const dana = await fixture.registered();
    const erin = await fixture.registered();
    await fixture.follow(dana, erin);
    const published = await eventually(async () => {
      const message = await fixture.jsm.streams.getMessage(EVENTS_STREAM, {
        last_by_subj: followCreated.subject,
      });
      expect(message?.json()).toMatchObject({ data: { followerId: dana.id, followingId: erin.id } });
      return message;
    });
    expect(published).toBeDefined();
  });

  it('refuses following or unfollowing yourself with a 400, writing nothing', async () => {
    const frank = await fixture.registered();
    for (const descriptor of [followUser, unfollowUser]) {
      expect(
        await failureOf(fixture.rpc.send(descriptor, { actor: frank.actor, userId: frank.id })),
      ).toMatchObject({
        status: 400,
        code: 'validation_failed',
        errors: [{ path: 'userId' }],
      });
    }
    expect(await fixture.followEvents(frank.id)).toEqual([]);
  });

  it('answers 404 to following a user nobody knows; unfollowing them changes nothing', async () => {
    const gina = await fixture.registered();
    const nobody = 2 ** 31 - 1;
    expect(
      await failureOf(fixture.rpc.send(followUser, { actor: gina.actor, userId: nobody })),
    ).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'User not found',
    });
    await expect(fixture.rpc.send(unfollowUser, { actor: gina.actor, userId: nobody })).resolves.toEqual({
      isFollowing: false,
      followersCount: null,
    });
    expect(await fixture.followEvents(gina.id)).toEqual([]);
  });

  it("fills in the follower's own card too, so the follower is listed where they are counted", async () => {
    const idol = await fixture.registered();
    // A brand-new user: identity knows them, social has not received their user.registered yet.
    const newcomer = fixture.user();
    await expect(fixture.follow(newcomer, idol)).resolves.toEqual({ isFollowing: true, followersCount: 1 });
    const followers = await fixture.rpc.send(listFollowers, { actor: idol.actor, page: {} });
    expect(followers.items.map((item) => item.id)).toEqual([newcomer.id]);
  });

  it('unfollows without asking identity for a card', async () => {
    const lou = await fixture.registered();
    // Known to identity; its user.registered has not reached social, and unfollowing needs no card.
    const newcomer = fixture.user();
    await expect(fixture.rpc.send(unfollowUser, { actor: lou.actor, userId: newcomer.id })).resolves.toEqual({
      isFollowing: false,
      followersCount: null,
    });
    const cards: unknown[] = await fixture.db.query('SELECT 1 FROM social.user_cards WHERE id = $1', [
      newcomer.id,
    ]);
    expect(cards).toEqual([]);
  });

  it('asks identity for a user the projection has not received yet', async () => {
    const hank = await fixture.registered();
    // Known to identity; its user.registered has not reached social.
    const newcomer = fixture.user({ username: 'Just_Registered', profileVisibility: 'friends' });
    // Friends-only and not following back: the count is not hank's to see.
    await expect(fixture.follow(hank, newcomer)).resolves.toEqual({
      isFollowing: true,
      followersCount: null,
    });
    const cards: unknown[] = await fixture.db.query(
      'SELECT username, profile_visibility FROM social.user_cards WHERE id = $1',
      [newcomer.id],
    );
    expect(cards).toEqual([{ username: 'Just_Registered', profile_visibility: 'friends' }]);
  });

  it('answers the followers count only when the profile is visible to the actor', async () => {
    const actor = await fixture.registered();
    const hidden = await fixture.registered({ profileVisibility: 'private' });
    const friendsOnly = await fixture.registered({ profileVisibility: 'friends' });
    const unfollow = (user: TestUser) =>
      fixture.rpc.send(unfollowUser, { actor: actor.actor, userId: user.id });

    await expect(fixture.follow(actor, hidden)).resolves.toEqual({ isFollowing: true, followersCount: null });
    await expect(unfollow(hidden)).resolves.toEqual({ isFollowing: false, followersCount: null });
    await expect(fixture.follow(actor, friendsOnly)).resolves.toEqual({
      isFollowing: true,
      followersCount: null,
    });
    // Following back makes them friends: the profile, and so its count, is visible from then on.
    await fixture.follow(friendsOnly, actor);
    await expect(fixture.follow(actor, friendsOnly)).resolves.toEqual({
      isFollowing: true,
      followersCount: 1,
    });
    // Unfollowing ends the friendship: the count is hidden again in the same answer.
    await expect(unfollow(friendsOnly)).resolves.toEqual({ isFollowing: false, followersCount: null });
  });

  it('answers 400 for ids that cannot be users and 401 for a missing actor', async () => {
    const ivy = await fixture.registered();
    for (const userId of [0, -4, 1.5, '12', null, 2 ** 31]) {
      expect(
        await failureOf(fixture.rpc.send(followUser, { actor: ivy.actor, userId: userId as number })),
      ).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    const withoutActor = { userId: ivy.id } as unknown as RpcRequest<typeof followUser>;
    expect(await failureOf(fixture.rpc.send(followUser, withoutActor))).toMatchObject({ status: 401 });
  });

  it('counts exactly 50 followers after 50 simultaneous follows of one user', async () => {
    const star = await fixture.registered();
    const fans = await Promise.all(Array.from({ length: 50 }, () => fixture.registered()));
    const answers = await Promise.all(fans.map((fan) => fixture.follow(fan, star)));
    expect(new Set(answers.map((answer) => answer.followersCount)).size).toBe(50);
    expect(Math.max(...answers.map((answer) => answer.followersCount ?? 0))).toBe(50);
    const edges: { n: number }[] = await fixture.db.query(
      'SELECT count(*)::int AS n FROM social.follows WHERE following_id = $1',
      [star.id],
    );
    expect(edges).toEqual([{ n: 50 }]);
    expect(await counters(star.id)).toEqual({ followers_count: 50, following_count: 0 });
    expect(await fixture.followEvents(star.id)).toHaveLength(50);
  });

  it('keeps both counters exact when two people follow each other at the same moment', async () => {
    const jay = await fixture.registered();
    const kim = await fixture.registered();
    await Promise.all([fixture.follow(jay, kim), fixture.follow(kim, jay)]);
    expect(await counters(jay.id)).toEqual({ followers_count: 1, following_count: 1 });
    expect(await counters(kim.id)).toEqual({ followers_count: 1, following_count: 1 });
  });

  it('leaves no edge behind when the follower is deleted while their follow is in flight', async () => {
    const leaver = await fixture.registered();
    const idol = await fixture.registered();
    const fan = await fixture.registered();
    await fixture.follow(fan, idol);
    // Holding the idol's counter row stops the follow inside its transaction, after its INSERT.
    const blocker = fixture.db.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    let following: Promise<unknown> | undefined;
    try {
      await blocker.query('SELECT 1 FROM social.user_counters WHERE user_id = $1 FOR UPDATE', [idol.id]);
      following = fixture.follow(leaver, idol).catch((error: unknown) => error);
      await eventually(async () => expect(await sessionsWaitingOnLocks()).toBe(1));
      await fixture.deleteUser(leaver);
      // The purge either waits for the follow or (unguarded) commits before it.
      await eventually(async () =>
        expect((await sessionsWaitingOnLocks()) === 2 || (await cardsOf([leaver.id])).length === 0).toBe(
          true,
        ),
      );
    } finally {
      await blocker.commitTransaction();
      await blocker.release();
    }
    await following;

    await eventually(async () => expect(await cardsOf([leaver.id])).toEqual([]));
    const edges: unknown[] = await fixture.db.query(
      'SELECT 1 FROM social.follows WHERE follower_id = $1 OR following_id = $1',
      [leaver.id],
    );
    expect(edges).toEqual([]);
    expect(await counters(idol.id)).toEqual({ followers_count: 1, following_count: 0 });
    expect(await counters(leaver.id)).toBeUndefined();
  });
});

describe('the data export', () => {
  it("holds the actor's follows both ways, oldest first, and refuses a request without an actor (401)", async () => {
    const owner = await fixture.registered();
    const [idol, fan, friend] = [
      await fixture.registered(),
      await fixture.registered(),
      await fixture.registered(),
    ];
    await fixture.follow(owner, idol);
    await fixture.follow(fan, owner);
    await fixture.follow(owner, friend);
    await fixture.follow(friend, owner);
    const connection = (user: TestUser) => ({
      userId: user.id,
      username: user.username,
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as unknown,
    });
    // The follow notifications arrive by event: wait for them, then the export holds them too.
    await eventually(async () =>
      expect((await fixture.rpc.send(exportUserSocial, { actor: owner.actor })).notifications).toHaveLength(
        2,
      ),
    );
    await expect(fixture.rpc.send(exportUserSocial, { actor: owner.actor })).resolves.toEqual({
      following: [connection(idol), connection(friend)],
      followers: [connection(fan), connection(friend)],
      notifications: [
        expect.objectContaining({
          type: 'follow',
          actor: expect.objectContaining({ id: friend.id }) as unknown,
        }),
        expect.objectContaining({
          type: 'follow',
          actor: expect.objectContaining({ id: fan.id }) as unknown,
        }),
      ],
      notificationSettings: { friendCheckIns: false },
    });
    const withoutActor = {} as unknown as RpcRequest<typeof exportUserSocial>;
    expect(await failureOf(fixture.rpc.send(exportUserSocial, withoutActor))).toMatchObject({ status: 401 });
  });
});
