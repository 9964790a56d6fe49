import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { createCheckIn, eventually, nextLinkOf, walkPages } from './support/check-ins';
import { sql } from './support/database';
import { expectClientError, expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { follow, unfollow, usernames, type FriendEntry, type UserProfileView } from './support/social';
import { sharedSystem } from './support/system';
import { deleteOwnAccount, newUser, signedUpClient } from './support/users';

describe('social API', () => {
  const system = sharedSystem();

  const guest = () => new ApiClient(system.baseUrl);
  const person = (prefix = 'p') => signedUpClient(system.baseUrl, newUser(prefix));
  const followRows = async () =>
    Number(
      (
        await sql<{ count: string }>(system.databaseUrl, 'SELECT count(*)::text AS count FROM social.follows')
      )[0]?.count,
    );

  describe('POST and DELETE /api/users/{id}/follow', () => {
    it('follows and unfollows idempotently, answering the follow state', async () => {
      const alice = await person('alice');
      const bob = await person('bob');
      expect(await follow(alice.client, bob.self.id)).toEqual({ isFollowing: true, followersCount: 1 });
      expect(await follow(alice.client, bob.self.id)).toEqual({ isFollowing: true, followersCount: 1 });
      const profile = await alice.client.get(`/api/users/${bob.self.username}`);
      expect(profile.body).toMatchObject({ followersCount: 1, isFollowing: true, followsYou: false });
      expect(await unfollow(alice.client, bob.self.id)).toEqual({ isFollowing: false, followersCount: 0 });
      expect(await unfollow(alice.client, bob.self.id)).toEqual({ isFollowing: false, followersCount: 0 });
    });

    it('counts exactly 50 followers when 50 people follow one user at once', async () => {
      const star = await person('star');
      // Signing up hashes a password (argon2, deliberately slow): a few at a time on 2 cores.
      const fans: Awaited<ReturnType<typeof person>>[] = [];
      for (let batch = 0; batch < 10; batch += 1)
        fans.push(...(await Promise.all(Array.from({ length: 5 }, () => person('fan')))));
      const states = await Promise.all(fans.map((fan) => follow(fan.client, star.self.id)));
      expect(states.every((state) => state.isFollowing)).toBe(true);
      expect(Math.max(...states.map((state) => state.followersCount ?? 0))).toBe(50);
      const profile = await guest().get(`/api/users/${star.self.username}`);
      expect((profile.body as UserProfileView).followersCount).toBe(50);
      const { pages } = await walkPages<FriendEntry>(star.client, '/api/followers?limit=7');
      expect(pages.flat()).toHaveLength(50);
      expect(new Set(pages.flat().map((entry) => entry.id)).size).toBe(50);
    });

    it('refuses yourself (400), a missing user (404), bad ids (400) and guests (401), writing nothing', async () => {
      const alice = await person();
      const before = await followRows();
      expectProblem(await alice.client.post(`/api/users/${alice.self.id}/follow`), 400);
      expectProblem(await alice.client.post('/api/users/2147483000/follow'), 404);
      for (const id of ['abc', '0', '-4', '1.5', '2147483648', "1'%20OR%201=1"])
        expectProblem(await alice.client.post(`/api/users/${id}/follow`), 400);
      expectProblem(await guest().post(`/api/users/${alice.self.id}/follow`), 401);
      expectProblem(await guest().delete(`/api/users/${alice.self.id}/follow`), 401);
      expect(await followRows()).toBe(before);
    });

    it('feeds the checkins service: the friends filter of the home feed follows the follow', async () => {
      const reader = await person('reader');
      const writer = await person('writer');
      const other = await person('other');
      const mine = await createCheckIn(writer.client);
      const theirs = await createCheckIn(other.client);
      await follow(reader.client, writer.self.id);
      const friendsFeed = async () =>
        ((await reader.client.get('/api/check-ins?feedType=feed&filter=friends')).body as CheckInCard[]).map(
          (card) => card.id,
        );
      await eventually(async () => expect(await friendsFeed()).toEqual([mine.id]));
      expect(await friendsFeed()).not.toContain(theirs.id);
      await unfollow(reader.client, writer.self.id);
      await eventually(async () => expect(await friendsFeed()).toEqual([]));
    });
  });

  describe('friend lists', () => {
    it('answers friends, followers and following with SPEC §3 entries for the viewer', async () => {
      const me = await person('me');
      const friend = await person('friend');
      const fan = await person('fan');
      const idol = await person('idol');
      await createCheckIn(friend.client);
      await follow(me.client, friend.self.id);
      await follow(friend.client, me.self.id);
      await follow(fan.client, me.self.id);
      await follow(me.client, idol.self.id);
      await follow(friend.client, idol.self.id);

      const friends = await me.client.get('/api/friends');
      expect(friends.status).toBe(200);
      await eventually(async () =>
        expect((await me.client.get('/api/friends')).body).toEqual([
          {
            id: friend.self.id,
            username: friend.self.username,
            avatarUrl: null,
            checkInsCount: 1,
            mutualFriends: 0,
            isFollowing: true,
            followsYou: true,
          },
        ]),
      );
      expect(usernames((await me.client.get('/api/followers')).body).sort()).toEqual(
        [friend.self.username, fan.self.username].sort(),
      );
      const following = (await me.client.get('/api/following')).body as FriendEntry[];
      expect(following.map((entry) => entry.username)).toEqual([idol.self.username, friend.self.username]);
      // Of the people I follow, `friend` follows `idol` too.
      expect(following[0]).toMatchObject({ isFollowing: true, followsYou: false, mutualFriends: 1 });
      const fanEntry = ((await me.client.get('/api/followers')).body as FriendEntry[]).find(
        (entry) => entry.id === fan.self.id,
      );
      expect(fanEntry).toMatchObject({ isFollowing: false, followsYou: true });
    });

    it('pages by cursor with a Link header, and refuses bad paging (400)', async () => {
      const me = await person('pager');
      const others = await Promise.all(Array.from({ length: 5 }, () => person('o')));
      for (const other of others) await follow(me.client, other.self.id);
      const first = await me.client.get('/api/following?limit=2');
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(2);
      expect(nextLinkOf(first)).toMatch(/^\/api\/following\?limit=2&cursor=/);
      const { pages } = await walkPages<FriendEntry>(me.client, '/api/following?limit=2');
      expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
      expect(pages.flat().map((entry) => entry.id)).toEqual(others.map((other) => other.self.id).reverse());
      for (const query of [
        'limit=0',
        'limit=10000',
        'limit=abc',
        'cursor=forged',
        'cursor=%00',
        `cursor=${'A'.repeat(600)}`,
      ])
        expectClientError(await me.client.get(`/api/following?${query}`));
      expectProblem(await guest().get('/api/friends'), 401);
      expectProblem(await guest().get('/api/followers'), 401);
      expectProblem(await guest().get('/api/following'), 401);
    });
  });

  describe('GET /api/friends/suggestions', () => {
    it('ranks people followed by the people I follow, never myself or someone I follow', async () => {
      const me = await person('seeker');
      const [a, b, c] = await Promise.all([person('a'), person('b'), person('c')]);
      const [popular, lesser] = await Promise.all([person('popular'), person('lesser')]);
      for (const friend of [a, b, c]) await follow(me.client, friend.self.id);
      for (const friend of [a, b, c]) await follow(friend.client, popular.self.id);
      await follow(a.client, lesser.self.id);
      await follow(a.client, me.self.id);

      const response = await me.client.get('/api/friends/suggestions');
      expect(response.status).toBe(200);
      const suggestions = response.body as FriendEntry[];
      expect(suggestions.length).toBeLessThanOrEqual(20);
      expect(suggestions.slice(0, 2).map((entry) => [entry.username, entry.mutualFriends])).toEqual([
        [popular.self.username, 3],
        [lesser.self.username, 1],
      ]);
      const ids = suggestions.map((entry) => entry.id);
      for (const excluded of [me, a, b, c]) expect(ids).not.toContain(excluded.self.id);
      expectProblem(await guest().get('/api/friends/suggestions'), 401);
    });
  });

  describe('GET /api/users/{username}', () => {
    it('answers the profile with counts, case-insensitively; 404 for nobody; 400 for impossible names', async () => {
      const owner = await person('Owner');
      const viewer = await person('viewer');
      await createCheckIn(owner.client);
      await createCheckIn(owner.client);
      await follow(viewer.client, owner.self.id);
      await eventually(async () => {
        const response = await viewer.client.get(`/api/users/${owner.self.username.toUpperCase()}`);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          id: owner.self.id,
          username: owner.self.username,
          avatarUrl: null,
          profileVisibility: 'public',
          canView: true,
          bio: null,
          checkInsCount: 2,
          followersCount: 1,
          followingCount: 0,
          isSelf: false,
          isFollowing: true,
          followsYou: false,
        });
      });
      expect((await owner.client.get(`/api/users/${owner.self.username}`)).body).toMatchObject({
        isSelf: true,
      });
      expectProblem(await guest().get('/api/users/nobody_at_all_here'), 404);
      for (const name of ['a%20b', '%3Cscript%3E', "x'%20OR%201=1--", 'caf%C3%A9', 'x'.repeat(31), '%00'])
        expectClientError(await guest().get(`/api/users/${name}`));
      const cards = await guest().get(`/api/users/${owner.self.username}/check-ins?limit=1`);
      expect(cards.status).toBe(200);
      expect(cards.body).toHaveLength(1);
      expect(nextLinkOf(cards)).toContain(`/api/users/${owner.self.username}/check-ins?limit=1&cursor=`);
      expectProblem(await guest().get('/api/users/nobody_at_all_here/check-ins'), 404);
      expectProblem(await guest().get('/api/users/nobody_at_all_here/followers'), 404);
    });
  });

  describe('account deletion', () => {
    it("removes the deleted user's follows both ways", async () => {
      const stay = await person('stay');
      const leave = await person('leave');
      await follow(stay.client, leave.self.id);
      await follow(leave.client, stay.self.id);
      expect((await deleteOwnAccount(leave.client, leave.user.password)).status).toBe(204);
      await eventually(async () => {
        expect((await stay.client.get('/api/followers')).body).toEqual([]);
        expect((await stay.client.get('/api/following')).body).toEqual([]);
      });
      expectProblem(await stay.client.post(`/api/users/${leave.self.id}/follow`), 404);
      expectProblem(await guest().get(`/api/users/${leave.self.username}`), 404);
    });
  });
});
