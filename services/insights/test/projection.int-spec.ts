import { createMigratedTestDatabase, type MigratedTestDatabase } from '@crema/testing';
import type { DataSource, EntityManager } from 'typeorm';
import { BadgeAwarder } from '../src/badges/badge-awarder';
import { BadgesRepository } from '../src/badges/badges.repository';
import { createInsightsDataSource } from '../src/database/insights-data-source';
import { toCheckInFact } from '../src/facts/check-in-fact';
import { CheckInFactsRepository } from '../src/facts/check-in-facts.repository';
import { FollowsRepository } from '../src/follows/follows.repository';
import { PeopleRepository } from '../src/people/people.repository';
import { ReactionsRepository } from '../src/reactions/reactions.repository';
import { ModelRepository } from '../src/recommendations/model.repository';
import { StatsRepository } from '../src/stats/stats.repository';
import { checkIn, userProfile } from './event-states';

/** The repositories the event handlers and the worker use, on one database. */
function parts(dataSource: DataSource) {
  const people = new PeopleRepository(dataSource);
  const badges = new BadgesRepository(dataSource);
  return {
    people,
    badges,
    facts: new CheckInFactsRepository(people),
    reactions: new ReactionsRepository(people),
    follows: new FollowsRepository(people),
    awarder: new BadgeAwarder(dataSource, badges, people),
    stats: new StatsRepository(dataSource),
    model: new ModelRepository(dataSource),
  };
}

/** An event's time (its envelope's occurredAt), `minute` minutes into a fixed day. */
const occurredAt = (minute: number) => new Date(Date.UTC(2026, 10, 2, 8, minute));

/** The projection tables: which rows belong to the people `$1`, and a stable order. */
const PROJECTION: Record<string, { about: string; order: string }> = {
  check_in_facts: { about: 'user_id = ANY($1)', order: 'check_in_id' },
  deleted_check_ins: {
    about: 'check_in_id >= (SELECT min(check_in_id) FROM insights.check_in_facts WHERE user_id = ANY($1))',
    order: 'check_in_id',
  },
  likes: { about: 'owner_id = ANY($1)', order: 'check_in_id, user_id' },
  comments: { about: 'user_id = ANY($1)', order: 'id' },
  follows: { about: 'following_id = ANY($1)', order: 'follower_id, following_id' },
  follow_changes: { about: 'following_id = ANY($1)', order: 'follower_id, following_id' },
  like_changes: { about: 'user_id = ANY($1)', order: 'check_in_id, user_id' },
  users: { about: 'id = ANY($1)', order: 'id' },
};

/** The projection rows about some people, in a stable order, for comparing two states. */
async function snapshot(dataSource: DataSource, userIds: number[]): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const [table, { about, order }] of Object.entries(PROJECTION))
    result[table] = await dataSource.query(`SELECT * FROM insights.${table} WHERE ${about} ORDER BY ${order}`, [
      userIds,
    ]);
  return result;
}

describe('insights projection and awarding (real PostgreSQL)', () => {
  let database: MigratedTestDatabase;
  let p: ReturnType<typeof parts>;

  beforeAll(async () => {
    database = await createMigratedTestDatabase(createInsightsDataSource, 12);
    p = parts(database.dataSource);
  });
  afterAll(() => database?.drop());

  const tx = <T>(work: (manager: EntityManager) => Promise<T>): Promise<T> =>
    database.dataSource.transaction(work);

  it('awards each badge once however many evaluations run at once, with one badge.earned each', async () => {
    const userId = 1001;
    for (let minute = 0; minute < 10; minute += 1)
      await tx((manager) => p.facts.record(manager, toCheckInFact(checkIn(userId, minute * 7))));
    const runs = await Promise.all(Array.from({ length: 12 }, () => p.awarder.evaluate(userId)));
    const awarded = runs.flat().sort();
    expect(awarded).toEqual(['Coffee Explorer I', 'Daily Grind I', 'First Sip']);
    // A retried job (the evaluation ran, then the worker died before completing it) awards nothing more.
    expect(await p.awarder.evaluate(userId)).toEqual([]);
    const events = await database.dataSource.query<{ name: string }[]>(
      `SELECT payload->'data'->>'badgeName' AS name FROM insights.outbox WHERE subject = 'evt.insights.badge.earned.v1'
         AND (payload->'data'->>'userId')::int = $1 ORDER BY 1`,
      [userId],
    );
    expect(events.map((event) => event.name)).toEqual(['Coffee Explorer I', 'Daily Grind I', 'First Sip']);
  });

  it('sets farming aside: the eleventh check-in of an hour and a repeated coffee do not count', async () => {
    const userId = 1002;
    for (let minute = 0; minute < 12; minute += 1)
      await tx((manager) => p.facts.record(manager, toCheckInFact(checkIn(userId, minute))));
    await tx((manager) =>
      p.facts.record(manager, toCheckInFact(checkIn(userId, 30, { coffeeName: 'Coffee 2020', roaster: 'R' }))),
    );
    const progress = await p.badges.progress(userId);
    expect(progress.check_ins).toBe(10);
    // Outside the hour it counts again, and a repeat of an hour ago is no longer a repeat.
    await tx((manager) =>
      p.facts.record(manager, toCheckInFact(checkIn(userId, 125, { coffeeName: 'Coffee 2020', roaster: 'R' }))),
    );
    expect((await p.badges.progress(userId)).check_ins).toBe(11);
  });

  it('rebuilds the same state from the same events, duplicates and late deliveries included', async () => {
    const userA = 2001;
    const userB = 2002;
    const first = checkIn(userA, 0, { brewDetails: { coffeeOrigin: 'Kenya' } });
    const second = checkIn(userA, 5);
    const third = checkIn(userB, 6);
    const apply = async () => {
      for (const user of [userA, userB])
        await tx((manager) =>
          p.people.upsert(
            manager,
            {
              id: user,
              username: `u${user}`,
              avatarUrl: null,
              bio: null,
              profileVisibility: 'public',
              shareCheckIns: true,
            },
            occurredAt(0),
          ),
        );
      for (const state of [first, second, third, first])
        await tx((manager) => p.facts.record(manager, toCheckInFact(state)));
      await tx((manager) => p.facts.record(manager, toCheckInFact({ ...second, rating: 2 })));
      await tx((manager) =>
        p.reactions.addLike(manager, { checkInId: first.id, userId: userB, ownerId: userA }, occurredAt(1)),
      );
      await tx((manager) =>
        p.reactions.addLike(manager, { checkInId: first.id, userId: userB, ownerId: userA }, occurredAt(1)),
      );
      await tx((manager) => p.reactions.addComment(manager, { id: 9, checkInId: third.id, userId: userA }));
      await tx((manager) => p.follows.add(manager, { followerId: userB, followingId: userA }, occurredAt(2)));
      await tx((manager) => p.facts.remove(manager, second.id, userA));
      // A late created event of the deleted check-in brings nothing back.
      await tx((manager) => p.facts.record(manager, toCheckInFact(second)));
    };
    await apply();
    const once = await snapshot(database.dataSource, [userA, userB]);
    expect((once.check_in_facts as { check_in_id: number }[]).map((row) => row.check_in_id)).not.toContain(
      second.id,
    );
    expect(once.deleted_check_ins).toEqual([{ check_in_id: second.id }]);
    // Wipe the projection of these two people (tombstones last: they are found through the facts) and replay.
    for (const table of [
      'likes',
      'like_changes',
      'comments',
      'follows',
      'follow_changes',
      'users',
      'deleted_check_ins',
      'check_in_facts',
    ])
      await database.dataSource.query(`DELETE FROM insights.${table} WHERE ${PROJECTION[table]!.about}`, [
        [userA, userB],
      ]);
    await apply();
    expect(await snapshot(database.dataSource, [userA, userB])).toEqual(once);
  });

  it("purges a deleted person's insights, and nothing about them comes back afterwards", async () => {
    const gone = 3001;
    const other = 3002;
    const theirs = checkIn(gone, 0);
    const others = checkIn(other, 1);
    await tx((manager) => p.facts.record(manager, toCheckInFact(theirs)));
    await tx((manager) => p.facts.record(manager, toCheckInFact(others)));
    await tx((manager) =>
      p.reactions.addLike(manager, { checkInId: others.id, userId: gone, ownerId: other }, occurredAt(1)),
    );
    await tx((manager) => p.follows.add(manager, { followerId: other, followingId: gone }, occurredAt(1)));
    await p.awarder.evaluate(gone);
    await tx((manager) => p.people.purge(manager, gone));
    await tx((manager) => p.facts.record(manager, toCheckInFact(checkIn(gone, 3))));
    expect(await p.awarder.evaluate(gone)).toEqual([]);
    const [row] = await database.dataSource.query<Record<string, string>[]>(
      `SELECT (SELECT count(*) FROM insights.check_in_facts WHERE user_id = $1)::text AS facts,
              (SELECT count(*) FROM insights.likes WHERE user_id = $1 OR owner_id = $1)::text AS likes,
              (SELECT count(*) FROM insights.like_changes WHERE user_id = $1)::text AS like_changes,
              (SELECT count(*) FROM insights.follow_changes WHERE following_id = $1)::text AS follow_changes,
              (SELECT count(*) FROM insights.user_badges WHERE user_id = $1)::text AS badges`,
      [gone],
    );
    expect(row).toEqual({ facts: '0', likes: '0', like_changes: '0', follow_changes: '0', badges: '0' });
    expect((await p.badges.progress(other)).check_ins).toBe(1);
  });

  describe('a reassigned check-in', () => {
    const since = new Date(Date.UTC(2026, 0, 1));
    const earned = async (userId: number) =>
      (await p.badges.earned(userId)).map((badge) => badge.badgeId).sort((a, b) => a - b);

    it('moves the fact, its stats and its likes to the new owner; earned badges stay; applying it again changes nothing', async () => {
      const from = 4001;
      const to = 4002;
      const fan = 4003;
      const moved = checkIn(from, 0, { coffeeName: 'Handed Over', brewMethod: 'AeroPress' });
      const kept = checkIn(from, 20);
      await tx((manager) => p.facts.record(manager, toCheckInFact(moved)));
      await tx((manager) => p.facts.record(manager, toCheckInFact(kept)));
      await tx((manager) =>
        p.reactions.addLike(manager, { checkInId: moved.id, userId: fan, ownerId: from }, occurredAt(1)),
      );
      expect(await p.awarder.evaluate(from)).toContain('First Sip');
      const badgesBefore = await earned(from);

      const reassign = () =>
        tx((manager) => p.facts.reassign(manager, toCheckInFact({ ...moved, userId: to }), from));
      await expect(reassign()).resolves.toBe(true);
      const once = await snapshot(database.dataSource, [from, to]);
      await reassign();
      expect(await snapshot(database.dataSource, [from, to])).toEqual(once);

      expect((await p.stats.factsOf(from, since)).totalCheckIns).toBe(1);
      const toStats = await p.stats.factsOf(to, since);
      expect(toStats).toMatchObject({ totalCheckIns: 1, uniqueCoffees: 1 });
      expect(toStats.brewMethods).toEqual([{ name: 'AeroPress', count: 1 }]);
      expect((await p.badges.progress(from)).likes_received).toBe(0);
      expect((await p.badges.progress(to)).likes_received).toBe(1);
      // Earned stays earned; the new owner earns from what is now theirs.
      expect(await p.awarder.evaluate(from)).toEqual([]);
      expect(await earned(from)).toEqual(badgesBefore);
      expect(await p.awarder.evaluate(to)).toContain('First Sip');

      // A like counted for the former owner, recorded after the move, goes to the new one.
      await tx((manager) =>
        p.reactions.addLike(manager, { checkInId: moved.id, userId: 4004, ownerId: from }, occurredAt(2)),
      );
      expect((await p.badges.progress(to)).likes_received).toBe(2);
    });

    it('holds whatever order its events arrive in: a late created or updated never moves it back', async () => {
      const from = 4011;
      const to = 4012;
      const moved = checkIn(from, 0);
      // The move is the first news of the check-in: its fact is the new owner's.
      await tx((manager) => p.facts.reassign(manager, toCheckInFact({ ...moved, userId: to }), from));
      await tx((manager) => p.facts.record(manager, toCheckInFact(moved)));
      await tx((manager) => p.facts.record(manager, toCheckInFact({ ...moved, rating: 1 })));
      const rows = await database.dataSource.query<{ user_id: number; rating: number }[]>(
        'SELECT user_id, rating FROM insights.check_in_facts WHERE check_in_id = $1',
        [moved.id],
      );
      expect(rows).toEqual([{ user_id: to, rating: 1 }]);
      // Moved back, then deleted: a late move brings nothing back.
      await tx((manager) => p.facts.reassign(manager, toCheckInFact(moved), to));
      await tx((manager) => p.facts.remove(manager, moved.id, from));
      await expect(
        tx((manager) => p.facts.reassign(manager, toCheckInFact({ ...moved, userId: to }), from)),
      ).resolves.toBe(false);
      expect(
        await database.dataSource.query('SELECT 1 FROM insights.check_in_facts WHERE check_in_id = $1', [moved.id]),
      ).toEqual([]);
    });
  });

  describe('a retried event that newer ones overtook', () => {
    it('never makes a person who went private public again, nor puts their check-ins back in the model', async () => {
      const id = 6001;
      const stranger = { userId: 6002, isAdmin: false };
      const theirs = checkIn(id, 0, { coffeeName: 'Gone Private Blend', rating: 5 });
      await tx((manager) => p.people.upsert(manager, userProfile(id, 'public'), occurredAt(0)));
      await tx((manager) => p.facts.record(manager, toCheckInFact(theirs)));
      await tx((manager) => p.people.upsert(manager, userProfile(id, 'private'), occurredAt(2)));
      // The "public" user.updated of minute 1 failed and comes back after the newer "private" one.
      await tx((manager) => p.people.upsert(manager, userProfile(id, 'public'), occurredAt(1)));

      expect(await p.people.findProfilesByIds([id], stranger)).toEqual([{ id, visible: false }]);
      const names = (await p.model.communityProfiles()).map((profile) => profile.name);
      expect(names).not.toContain('Gone Private Blend');
      // A newer event still applies.
      await tx((manager) => p.people.upsert(manager, userProfile(id, 'public'), occurredAt(3)));
      expect(await p.people.findProfilesByIds([id], stranger)).toEqual([{ id, visible: true }]);
    });

    it('never overwrites a newer edit of a check-in with an older one', async () => {
      const userId = 6011;
      const created = checkIn(userId, 0, { rating: 3 });
      const editedAt = (minute: number) => occurredAt(minute).toISOString();
      await tx((manager) => p.facts.record(manager, toCheckInFact(created)));
      await tx((manager) =>
        p.facts.record(manager, toCheckInFact({ ...created, rating: 1, updatedAt: editedAt(20) })),
      );
      await tx((manager) =>
        p.facts.record(manager, toCheckInFact({ ...created, rating: 5, updatedAt: editedAt(10) })),
      );
      await tx((manager) => p.facts.record(manager, toCheckInFact(created)));
      const rating = async () =>
        (
          await database.dataSource.query<{ rating: number }[]>(
            'SELECT rating FROM insights.check_in_facts WHERE check_in_id = $1',
            [created.id],
          )
        )[0]?.rating;
      expect(await rating()).toBe(1);
      await tx((manager) =>
        p.facts.record(manager, toCheckInFact({ ...created, rating: 4, updatedAt: editedAt(30) })),
      );
      expect(await rating()).toBe(4);
    });

    it('never brings back a follow its unfollow removed; a newer follow stands against an older unfollow', async () => {
      const [follower, followed] = [6021, 6022];
      const edge = { followerId: follower, followingId: followed };
      const followers = async () => (await p.badges.progress(followed)).followers;
      // follow.created of minute 1 failed; its unfollow (minute 2) was handled before its retry.
      await tx((manager) => p.follows.remove(manager, edge, occurredAt(2)));
      await tx((manager) => p.follows.add(manager, edge, occurredAt(1)));
      expect(await followers()).toBe(0);
      // Followed again at minute 4; an unfollow of minute 3 retried after it changes nothing.
      await tx((manager) => p.follows.add(manager, edge, occurredAt(4)));
      await tx((manager) => p.follows.remove(manager, edge, occurredAt(3)));
      expect(await followers()).toBe(1);
      // At the same instant the unfollow wins, whichever comes last.
      await tx((manager) => p.follows.add(manager, edge, occurredAt(5)));
      await tx((manager) => p.follows.remove(manager, edge, occurredAt(5)));
      expect(await followers()).toBe(0);
      await tx((manager) => p.follows.remove(manager, edge, occurredAt(6)));
      await tx((manager) => p.follows.add(manager, edge, occurredAt(6)));
      expect(await followers()).toBe(0);
    });

    it('never brings back a like its unlike removed, nor a deleted comment', async () => {
      const [owner, fan] = [6031, 6032];
      const liked = checkIn(owner, 0);
      await tx((manager) => p.facts.record(manager, toCheckInFact(liked)));
      const like = { checkInId: liked.id, userId: fan, ownerId: owner };
      await tx((manager) => p.reactions.removeLike(manager, like, occurredAt(2)));
      await tx((manager) => p.reactions.addLike(manager, like, occurredAt(1)));
      expect((await p.badges.progress(owner)).likes_received).toBe(0);
      await tx((manager) => p.reactions.addLike(manager, like, occurredAt(4)));
      await tx((manager) => p.reactions.removeLike(manager, like, occurredAt(3)));
      expect((await p.badges.progress(owner)).likes_received).toBe(1);

      const comment = { id: 6033, checkInId: liked.id, userId: fan };
      await tx((manager) => p.reactions.removeComment(manager, comment));
      await tx((manager) => p.reactions.addComment(manager, comment));
      expect((await p.badges.progress(fan)).comments_written).toBe(0);
    });
  });
});
