import type { RpcRequest } from '@crema/contracts/common/rpc';
import type { UserProfile } from '@crema/contracts/identity/user';
import type { FriendEntry } from '@crema/contracts/social/rest';
import { eventually } from '@crema/testing';
import {
  listFollowers,
  listFollowing,
  listFriends,
  listUserFollowers,
  listUserFollowing,
  unfollowUser,
} from '@crema/contracts/social/rpc';
import { failureOf, startSocial, type SocialFixture, type TestUser } from './social-fixture';

let fixture: SocialFixture;

beforeAll(async () => {
  fixture = await startSocial();
});

afterAll(async () => {
  await fixture?.close();
});

const ids = (items: FriendEntry[]) => items.map((item) => item.id);
const registeredMany = (count: number, overrides: Partial<UserProfile> = {}) =>
  Promise.all(Array.from({ length: count }, () => fixture.registered(overrides)));
/** Follows one after the other, so edge ids (and so list order) follow the array. */
async function followInOrder(pairs: [TestUser, TestUser][]): Promise<void> {
  for (const [follower, following] of pairs) await fixture.follow(follower, following);
}

describe('my followers, following and friends', () => {
  it('pages newest edge first with an opaque cursor until the last page', async () => {
    const owner = await fixture.registered();
    const fans = await registeredMany(5);
    await followInOrder(fans.map((fan) => [fan, owner]));

    const first = await fixture.rpc.send(listFollowers, { actor: owner.actor, page: { limit: 2 } });
    expect(ids(first.items)).toEqual([fans[4]?.id, fans[3]?.id]);
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await fixture.rpc.send(listFollowers, {
      actor: owner.actor,
      page: { limit: 2, cursor: first.nextCursor ?? undefined },
    });
    expect(ids(second.items)).toEqual([fans[2]?.id, fans[1]?.id]);
    const last = await fixture.rpc.send(listFollowers, {
      actor: owner.actor,
      page: { limit: 2, cursor: second.nextCursor ?? undefined },
    });
    expect(ids(last.items)).toEqual([fans[0]?.id]);
    expect(last.nextCursor).toBeNull();

    const all = await fixture.rpc.send(listFollowers, { actor: owner.actor, page: {} });
    expect(all).toEqual({ items: expect.any(Array) as unknown, nextCursor: null });
    expect(all.items).toHaveLength(5);
    expect(all.items[0]).toEqual({
      id: fans[4]?.id,
      username: fans[4]?.username,
      avatarUrl: null,
      checkInsCount: 0,
      mutualFriends: 0,
      isFollowing: false,
      followsYou: true,
    });
  });

  it('lists whom I follow, and as friends those who follow me back, newest friendship first', async () => {
    const owner = await fixture.registered();
    const [ann, ben, cat] = await registeredMany(3);
    if (!ann || !ben || !cat) throw new Error('three users expected');
    await followInOrder([
      [owner, ann],
      [owner, ben],
      [owner, cat],
      [cat, owner],
      [ann, owner],
    ]);
    const following = await fixture.rpc.send(listFollowing, { actor: owner.actor, page: {} });
    expect(ids(following.items)).toEqual([cat.id, ben.id, ann.id]);
    expect(following.items.map((item) => [item.isFollowing, item.followsYou])).toEqual([
      [true, true],
      [true, false],
      [true, true],
    ]);
    const friends = await fixture.rpc.send(listFriends, { actor: owner.actor, page: { limit: 1 } });
    expect(ids(friends.items)).toEqual([ann.id]);
    const more = await fixture.rpc.send(listFriends, {
      actor: owner.actor,
      page: { limit: 1, cursor: friends.nextCursor ?? undefined },
    });
    expect(ids(more.items)).toEqual([cat.id]);
    expect(more.nextCursor).toBeNull();

    await fixture.rpc.send(unfollowUser, { actor: ann.actor, userId: owner.id });
    const after = await fixture.rpc.send(listFriends, { actor: owner.actor, page: {} });
    expect(ids(after.items)).toEqual([cat.id]);
  });

  it('counts mutual friends as the people I follow who follow that person', async () => {
    const viewer = await fixture.registered();
    const [x, y, z, other] = await registeredMany(4);
    if (!x || !y || !z || !other) throw new Error('four users expected');
    await followInOrder([
      [viewer, x],
      [viewer, y],
      [x, z],
      [y, z],
      [other, z],
      [z, viewer],
    ]);
    const followers = await fixture.rpc.send(listFollowers, { actor: viewer.actor, page: {} });
    expect(followers.items).toEqual([
      expect.objectContaining({ id: z.id, mutualFriends: 2, isFollowing: false }),
    ]);
    const following = await fixture.rpc.send(listFollowing, { actor: viewer.actor, page: {} });
    expect(following.items.map((item) => item.mutualFriends)).toEqual([0, 0]);
  });

  it('counts as mutual friends only the people I follow whose profile I may see', async () => {
    const viewer = await fixture.registered();
    const hidden = await fixture.registered({ profileVisibility: 'private' });
    const oneWay = await fixture.registered({ profileVisibility: 'friends' });
    const friend = await fixture.registered({ profileVisibility: 'friends' });
    const open = await fixture.registered();
    const target = await fixture.registered();
    await followInOrder([
      [viewer, hidden],
      [viewer, oneWay],
      [viewer, friend],
      [friend, viewer],
      [viewer, open],
      [hidden, target],
      [oneWay, target],
      [friend, target],
      [open, target],
      [target, viewer],
    ]);
    const followers = await fixture.rpc.send(listFollowers, { actor: viewer.actor, page: {} });
    // Whom `hidden` and `oneWay` follow is theirs to keep: their lists answer 403 to the viewer.
    expect(followers.items.find((item) => item.id === target.id)).toMatchObject({ mutualFriends: 2 });

    await fixture.updateProfile(hidden, { profileVisibility: 'public' });
    await eventually(async () => {
      const after = await fixture.rpc.send(listFollowers, { actor: viewer.actor, page: {} });
      expect(after.items.find((item) => item.id === target.id)).toMatchObject({ mutualFriends: 3 });
    });
  });

  it('shows check-in counts only of people whose profile I may see', async () => {
    const owner = await fixture.registered();
    const publicFan = await fixture.registered();
    const privateFan = await fixture.registered({ profileVisibility: 'private' });
    const oneWayFan = await fixture.registered({ profileVisibility: 'friends' });
    const friend = await fixture.registered({ profileVisibility: 'friends' });
    for (const fan of [publicFan, privateFan, oneWayFan, friend]) await fixture.checkIn(fan);
    await eventually(async () => expect(await fixture.checkInsCount(friend.id)).toBe(1));
    await followInOrder([
      [publicFan, owner],
      [privateFan, owner],
      [oneWayFan, owner],
      [friend, owner],
      [owner, friend],
    ]);
    const followers = await fixture.rpc.send(listFollowers, { actor: owner.actor, page: {} });
    expect(followers.items.map((item) => [item.id, item.checkInsCount])).toEqual([
      [friend.id, 1],
      [oneWayFan.id, null],
      [privateFan.id, null],
      [publicFan.id, 1],
    ]);
  });

  it('refuses forged cursors, cursors of another list and bad limits with a 400', async () => {
    const owner = await fixture.registered();
    const fans = await registeredMany(2);
    await followInOrder(fans.map((fan) => [fan, owner]));
    const page = await fixture.rpc.send(listFollowers, { actor: owner.actor, page: { limit: 1 } });
    const forged = [
      'abc',
      Buffer.from('{"k":"followers","id":-1}').toString('base64url'),
      Buffer.from('{"k":"followers","id":"1 OR 1=1"}').toString('base64url'),
      'x'.repeat(600),
      'not base64!',
    ];
    for (const cursor of forged) {
      expect(
        await failureOf(fixture.rpc.send(listFollowers, { actor: owner.actor, page: { cursor } })),
      ).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    for (const descriptor of [listFollowing, listFriends]) {
      expect(
        await failureOf(
          fixture.rpc.send(descriptor, { actor: owner.actor, page: { cursor: page.nextCursor ?? '' } }),
        ),
      ).toMatchObject({ status: 400, message: 'cursor is invalid' });
    }
    for (const limit of [0, 51, 2.5, 'many']) {
      expect(
        await failureOf(fixture.rpc.send(listFollowers, { actor: owner.actor, page: { limit } })),
      ).toMatchObject({ status: 400 });
    }
    const withoutActor = { page: {} } as unknown as RpcRequest<typeof listFriends>;
    expect(await failureOf(fixture.rpc.send(listFriends, withoutActor))).toMatchObject({ status: 401 });
  });
});

describe("someone else's followers and following", () => {
  it('are open to anyone, guests included, when the profile is public (username in any case)', async () => {
    const owner = await fixture.registered({ username: 'Public_Pat' });
    const [fan, idol] = await registeredMany(2);
    if (!fan || !idol) throw new Error('two users expected');
    await followInOrder([
      [fan, owner],
      [owner, idol],
    ]);
    const followers = await fixture.rpc.send(listUserFollowers, {
      viewer: null,
      username: 'public_pat',
      page: {},
    });
    expect(followers.items).toEqual([
      expect.objectContaining({ id: fan.id, isFollowing: false, followsYou: false, mutualFriends: 0 }),
    ]);
    const following = await fixture.rpc.send(listUserFollowing, {
      viewer: fan.actor,
      username: 'PUBLIC_PAT',
      page: {},
    });
    expect(ids(following.items)).toEqual([idol.id]);
  });

  it('answer 403 when privacy hides the profile from the viewer, and follow a setting change at once', async () => {
    const owner = await fixture.registered({ profileVisibility: 'friends' });
    const friend = await fixture.registered();
    const fan = await fixture.registered();
    const stranger = await fixture.registered();
    await followInOrder([
      [friend, owner],
      [owner, friend],
      [fan, owner],
    ]);
    const listAs = (viewer: TestUser | null) =>
      fixture.rpc.send(listUserFollowers, {
        viewer: viewer?.actor ?? null,
        username: owner.username,
        page: {},
      });
    for (const viewer of [owner, friend]) await expect(listAs(viewer)).resolves.toBeDefined();
    for (const viewer of [fan, stranger, null]) {
      expect(await failureOf(listAs(viewer))).toMatchObject({ status: 403, code: 'forbidden' });
    }

    await fixture.updateProfile(owner, { profileVisibility: 'private' });
    await eventually(async () => expect(await failureOf(listAs(friend))).toMatchObject({ status: 403 }));
    await expect(listAs(owner)).resolves.toBeDefined();
    expect(
      await failureOf(
        fixture.rpc.send(listUserFollowing, { viewer: stranger.actor, username: owner.username, page: {} }),
      ),
    ).toMatchObject({ status: 403 });
  });

  it('answer 404 for no such user and 400 for what cannot be a username or a cursor', async () => {
    const viewer = await fixture.registered();
    for (const descriptor of [listUserFollowers, listUserFollowing]) {
      expect(
        await failureOf(
          fixture.rpc.send(descriptor, { viewer: viewer.actor, username: 'nobody_here', page: {} }),
        ),
      ).toMatchObject({ status: 404, code: 'not_found' });
      for (const username of ['', 'a b', '<script>', 'x'.repeat(31), "o'neil"]) {
        expect(
          await failureOf(fixture.rpc.send(descriptor, { viewer: viewer.actor, username, page: {} })),
        ).toMatchObject({ status: 400 });
      }
      expect(
        await failureOf(
          fixture.rpc.send(descriptor, { viewer: null, username: viewer.username, page: { cursor: 'abc' } }),
        ),
      ).toMatchObject({ status: 400, message: 'cursor is invalid' });
    }
  });
});
