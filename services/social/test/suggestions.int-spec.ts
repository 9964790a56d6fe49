import { randomUUID } from 'node:crypto';
import type { RpcRequest } from '@crema/contracts/common/rpc';
import type { UserProfile } from '@crema/contracts/identity/user';
import { SUGGESTIONS_MAX } from '@crema/contracts/social/rest';
import { suggestFriends } from '@crema/contracts/social/rpc';
import { eventually } from '@crema/testing';
import { failureOf, startSocial, type SocialFixture, type TestUser } from './social-fixture';

let fixture: SocialFixture;

beforeAll(async () => {
  fixture = await startSocial();
});

afterAll(async () => {
  await fixture?.close();
});

const registeredMany = (count: number, overrides: Partial<UserProfile> = {}) =>
  Promise.all(Array.from({ length: count }, () => fixture.registered(overrides)));
const suggestionsFor = async (user: TestUser) =>
  (await fixture.rpc.send(suggestFriends, { actor: user.actor })).map((entry) => entry.id);
/** Names no other test checks in, so coffee histories of different tests never overlap. */
const coffee = () => ({ coffeeName: `Coffee ${randomUUID()}`, roaster: `Roaster ${randomUUID()}` });

/** Announces the check-ins and waits until the last one is counted. */
async function checkedIn(entries: [TestUser, { coffeeName: string; roaster: string }][]): Promise<void> {
  for (const [owner, checkIn] of entries) await fixture.checkIn(owner, checkIn);
  const [lastOwner] = entries.at(-1) ?? [];
  if (!lastOwner) return;
  const expected = entries.filter(([owner]) => owner.id === lastOwner.id).length;
  await eventually(async () => expect(await fixture.checkInsCount(lastOwner.id)).toBe(expected));
}

describe('friend suggestions', () => {
  it('rank people followed by more of my followees first, never me or whom I follow', async () => {
    const me = await fixture.registered();
    const [ann, ben, x, y, z, far] = await registeredMany(6);
    if (!ann || !ben || !x || !y || !z || !far) throw new Error('six users expected');
    for (const [follower, following] of [
      [me, ann],
      [me, ben],
      [ann, x],
      [ben, x],
      [ann, y],
      [ben, z],
      [ann, ben],
      [ann, me],
      [far, ann],
    ] as const) {
      await fixture.follow(follower, following);
    }
    const entries = await fixture.rpc.send(suggestFriends, { actor: me.actor });
    expect(entries.map((entry) => entry.id)).toEqual([x.id, y.id, z.id]);
    expect(entries[0]).toEqual({
      id: x.id,
      username: x.username,
      avatarUrl: null,
      checkInsCount: 0,
      mutualFriends: 2,
      isFollowing: false,
      followsYou: false,
    });
  });

  it('then suggest people with a similar coffee history: shared coffees before shared roasters', async () => {
    const me = await fixture.registered();
    const [followee, viaFollowee, sameCoffee, sameRoaster, unrelated] = await registeredMany(5);
    if (!followee || !viaFollowee || !sameCoffee || !sameRoaster || !unrelated) throw new Error('five users');
    await fixture.follow(me, followee);
    await fixture.follow(followee, viaFollowee);
    const mine = coffee();
    await checkedIn([
      [me, mine],
      [sameRoaster, { coffeeName: 'Another one', roaster: mine.roaster.toUpperCase() }],
      [sameCoffee, { coffeeName: ` ${mine.coffeeName.toLowerCase()} `, roaster: mine.roaster }],
      [sameCoffee, mine],
      [unrelated, coffee()],
    ]);
    expect(await suggestionsFor(me)).toEqual([viaFollowee.id, sameCoffee.id, sameRoaster.id]);
  });

  it('use the coffee history only of people who share their check-ins', async () => {
    // My own history counts whether or not I share it.
    const me = await fixture.registered({ shareCheckIns: false });
    const keeper = await fixture.registered({ shareCheckIns: false });
    const sharer = await fixture.registered();
    const mine = coffee();
    await checkedIn([
      [me, mine],
      [keeper, mine],
      [sharer, mine],
    ]);
    expect(await suggestionsFor(me)).toEqual([sharer.id]);

    await fixture.updateProfile(keeper, { shareCheckIns: true });
    await eventually(async () => expect(await suggestionsFor(me)).toEqual([keeper.id, sharer.id]));
  });

  it('break ties in mutual friends by coffee history', async () => {
    const me = await fixture.registered();
    const [followee, plain, taster] = await registeredMany(3);
    if (!followee || !plain || !taster) throw new Error('three users expected');
    await fixture.follow(me, followee);
    // `plain` has the lower id and would come first on a tie.
    await fixture.follow(followee, plain);
    await fixture.follow(followee, taster);
    const mine = coffee();
    await checkedIn([
      [me, mine],
      [taster, mine],
    ]);
    expect(await suggestionsFor(me)).toEqual([taster.id, plain.id]);
  });

  it('suggest only people whose profile I may see', async () => {
    const me = await fixture.registered();
    const followee = await fixture.registered();
    const hidden = await fixture.registered({ profileVisibility: 'private' });
    const friendsOnly = await fixture.registered({ profileVisibility: 'friends' });
    const open = await fixture.registered();
    await fixture.follow(me, followee);
    for (const person of [hidden, friendsOnly, open]) await fixture.follow(followee, person);
    // A friends-only person who follows me is still no friend until I follow back.
    await fixture.follow(friendsOnly, me);
    const mine = coffee();
    const privateTaster = await fixture.registered({ profileVisibility: 'private' });
    await checkedIn([
      [me, mine],
      [privateTaster, mine],
    ]);
    expect(await suggestionsFor(me)).toEqual([open.id]);

    await fixture.updateProfile(hidden, { profileVisibility: 'public' });
    await eventually(async () => expect(await suggestionsFor(me)).toEqual([hidden.id, open.id]));
  });

  it('walk only through the people I follow whose profile I may see', async () => {
    const me = await fixture.registered();
    const hidden = await fixture.registered({ profileVisibility: 'private' });
    const oneWay = await fixture.registered({ profileVisibility: 'friends' });
    const [viaHidden, viaOneWay] = await registeredMany(2);
    if (!viaHidden || !viaOneWay) throw new Error('two users expected');
    await fixture.follow(me, hidden);
    await fixture.follow(me, oneWay);
    await fixture.follow(hidden, viaHidden);
    await fixture.follow(oneWay, viaOneWay);
    // Suggesting their followees would tell whom they follow, which their lists refuse (403).
    expect(await suggestionsFor(me)).toEqual([]);

    await fixture.follow(oneWay, me);
    const entries = await fixture.rpc.send(suggestFriends, { actor: me.actor });
    expect(entries.map((entry) => [entry.id, entry.mutualFriends])).toEqual([[viaOneWay.id, 1]]);
  });

  it(`answer at most ${SUGGESTIONS_MAX}, and nothing for a newcomer`, async () => {
    const me = await fixture.registered();
    const followee = await fixture.registered();
    await fixture.follow(me, followee);
    const people = await registeredMany(SUGGESTIONS_MAX + 5);
    for (const person of people) await fixture.follow(followee, person);
    expect(await suggestionsFor(me)).toHaveLength(SUGGESTIONS_MAX);
    expect(await suggestionsFor(await fixture.registered())).toEqual([]);
  });

  it('answer 401 without a valid signed actor', async () => {
    for (const input of [{}, { actor: null }, { actor: { userId: 'me', isAdmin: false } }]) {
      expect(
        await failureOf(
          fixture.rpc.send(suggestFriends, input as unknown as RpcRequest<typeof suggestFriends>),
        ),
      ).toMatchObject({ status: 401 });
    }
  });
});
