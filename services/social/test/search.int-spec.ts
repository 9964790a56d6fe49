import { randomBytes } from 'node:crypto';
import type { UserProfile } from '@crema/contracts/identity/user';
import { SEARCH_RESULTS_MAX } from '@crema/contracts/search/search-terms';
import { searchUsers } from '@crema/contracts/social/rpc';
import { eventually } from '@crema/testing';
import { failureOf, startSocial, type SocialFixture, type TestUser } from './social-fixture';

let fixture: SocialFixture;

beforeAll(async () => {
  fixture = await startSocial();
});

afterAll(async () => {
  await fixture?.close();
});

/** A word no other test's usernames contain, so each test searches its own people. */
const word = () => `q${randomBytes(3).toString('hex')}`;
const named = (username: string, overrides: Partial<UserProfile> = {}) =>
  fixture.registered({ username, ...overrides });
const search = async (viewer: TestUser | null, query: string) =>
  (await fixture.rpc.send(searchUsers, { viewer: viewer?.actor ?? null, query })).map(
    (user) => user.username,
  );

describe('user search', () => {
  it('finds usernames by prefix in any letter case, before weaker matches', async () => {
    const w = word();
    await named(`Brew_${w}`);
    await named(`${w}_Espresso`);
    await named(`${w}_espresso_two`);
    const found = await search(null, `${w.toUpperCase()}_ESP`);
    expect(found.slice(0, 2)).toEqual([`${w}_Espresso`, `${w}_espresso_two`]);
    expect(await search(null, w.toUpperCase())).toEqual([`${w}_Espresso`, `${w}_espresso_two`, `Brew_${w}`]);
  });

  it('tolerates typos (trigram similarity) and finds a name by a part of it', async () => {
    const w = word();
    await named(`jonas_${w}_roaster`);
    expect(await search(null, `jonas_${w}_roastr`)).toEqual([`jonas_${w}_roaster`]);
    expect(await search(null, `jnoas_${w}_roaster`)).toEqual([`jonas_${w}_roaster`]);
    expect(await search(null, `${w}_roaster`)).toEqual([`jonas_${w}_roaster`]);
  });

  it('ranks the exact name first, then prefixes, then names containing it, then the most similar', async () => {
    const w = word();
    await named(`the_${w}_cupper`);
    await named(`${w}_cupper_two`);
    await named(`${w}_cupper`);
    await named(`${w}_cuper`);
    expect(await search(null, `${w}_cupper`)).toEqual([
      `${w}_cupper`,
      `${w}_cupper_two`,
      `the_${w}_cupper`,
      `${w}_cuper`,
    ]);
  });

  it('shows only people the viewer may see, with their check-in counts and whether the viewer follows them', async () => {
    const w = word();
    const open = await named(`${w}_open`);
    const hidden = await named(`${w}_hidden`, { profileVisibility: 'private' });
    const friendsOnly = await named(`${w}_friends`, { profileVisibility: 'friends' });
    const friend = await fixture.registered();
    const stranger = await fixture.registered();
    await fixture.follow(friend, friendsOnly);
    await fixture.follow(friendsOnly, friend);
    await fixture.follow(friend, open);
    await fixture.checkIn(open);
    await eventually(async () => expect(await fixture.checkInsCount(open.id)).toBe(1));

    expect((await search(null, w)).sort()).toEqual([`${w}_open`]);
    expect((await search(stranger, w)).sort()).toEqual([`${w}_open`]);
    expect((await search(friend, w)).sort()).toEqual([`${w}_friends`, `${w}_open`]);
    expect((await search(hidden, w)).sort()).toEqual([`${w}_hidden`, `${w}_open`]);
    const [best] = await fixture.rpc.send(searchUsers, { viewer: friend.actor, query: `${w}_open` });
    expect(best).toEqual({
      id: open.id,
      username: `${w}_open`,
      avatarUrl: null,
      checkInsCount: 1,
      isFollowing: true,
    });

    await fixture.updateProfile(open, { profileVisibility: 'private' });
    await eventually(async () => expect(await search(stranger, w)).toEqual([]));
  });

  it(`answers at most ${SEARCH_RESULTS_MAX}`, async () => {
    const w = word();
    for (let i = 0; i < SEARCH_RESULTS_MAX + 5; i++) await named(`${w}_${i}`);
    expect(await search(null, w)).toHaveLength(SEARCH_RESULTS_MAX);
  });

  it('takes LIKE wildcards literally and refuses texts too short or too long with a 400', async () => {
    await named(`${word()}_percent`);
    // Unescaped, each would match every name of three characters or more.
    expect(await search(null, '___')).toEqual([]);
    expect(await search(null, '%%%')).toEqual([]);
    for (const query of ['', 'ab', '  ab  ', 'x'.repeat(101), 7]) {
      expect(
        await failureOf(fixture.rpc.send(searchUsers, { viewer: null, query: query as string })),
      ).toMatchObject({ status: 400 });
    }
  });
});
