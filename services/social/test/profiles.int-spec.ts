import type { UserProfile } from '@crema/contracts/identity/user';
import { getProfile } from '@crema/contracts/social/rpc';
import { eventually } from '@crema/testing';
import { failureOf, startSocial, type SocialFixture, type TestUser } from './social-fixture';

let fixture: SocialFixture;

beforeAll(async () => {
  fixture = await startSocial();
});

afterAll(async () => {
  await fixture?.close();
});

type Visibility = UserProfile['profileVisibility'];
type ViewerKind = 'owner' | 'mutual friend' | 'one-way follower' | 'stranger' | 'guest';

/** ADR 0005: who may see bio and counts, per visibility. */
const CAN_VIEW: Record<Visibility, Record<ViewerKind, boolean>> = {
  public: { owner: true, 'mutual friend': true, 'one-way follower': true, stranger: true, guest: true },
  friends: { owner: true, 'mutual friend': true, 'one-way follower': false, stranger: false, guest: false },
  private: { owner: true, 'mutual friend': false, 'one-way follower': false, stranger: false, guest: false },
};

/** An owner with a bio, two check-ins, and a mutual friend, a one-way follower and a stranger around them. */
async function ownerAndViewers(profileVisibility: Visibility) {
  const owner = await fixture.registered({
    profileVisibility,
    bio: 'Washed Ethiopians only.',
    avatarUrl: '/media/a.webp',
  });
  const friend = await fixture.registered();
  const follower = await fixture.registered();
  const stranger = await fixture.registered();
  await fixture.follow(friend, owner);
  await fixture.follow(owner, friend);
  await fixture.follow(follower, owner);
  await fixture.checkIn(owner);
  await fixture.checkIn(owner);
  await eventually(async () => expect(await fixture.checkInsCount(owner.id)).toBe(2));
  const viewers: Record<ViewerKind, TestUser | null> = {
    owner,
    'mutual friend': friend,
    'one-way follower': follower,
    stranger,
    guest: null,
  };
  return { owner, viewers };
}

describe('profiles', () => {
  describe.each(['public', 'friends', 'private'] as const)('of a %s profile', (visibility) => {
    it('show username and avatar to everyone, bio and counts only to whom privacy allows', async () => {
      const { owner, viewers } = await ownerAndViewers(visibility);
      for (const [kind, viewer] of Object.entries(viewers) as [ViewerKind, TestUser | null][]) {
        const canView = CAN_VIEW[visibility][kind];
        const profile = await fixture.rpc.send(getProfile, {
          viewer: viewer?.actor ?? null,
          username: owner.username.toUpperCase(),
        });
        expect({ kind, profile }).toEqual({
          kind,
          profile: {
            id: owner.id,
            username: owner.username,
            avatarUrl: '/media/a.webp',
            profileVisibility: visibility,
            canView,
            bio: canView ? 'Washed Ethiopians only.' : null,
            checkInsCount: canView ? 2 : null,
            followersCount: canView ? 2 : null,
            followingCount: canView ? 1 : null,
            isSelf: kind === 'owner',
            isFollowing: kind === 'mutual friend' || kind === 'one-way follower',
            followsYou: kind === 'mutual friend',
          },
        });
      }
    });
  });

  it('apply a privacy change from the next request on', async () => {
    const { owner, viewers } = await ownerAndViewers('public');
    const asStranger = () =>
      fixture.rpc.send(getProfile, { viewer: viewers.stranger?.actor ?? null, username: owner.username });
    await expect(asStranger()).resolves.toMatchObject({ canView: true });
    await fixture.updateProfile(owner, { profileVisibility: 'private' });
    await eventually(async () => expect(await asStranger()).toMatchObject({ canView: false, bio: null }));
  });

  it('answer 404 for no such user and 400 for what cannot be a username', async () => {
    expect(
      await failureOf(fixture.rpc.send(getProfile, { viewer: null, username: 'no.such.user' })),
    ).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    for (const username of ['', ' ', 'drop table', '../etc', 'x'.repeat(31), 42]) {
      expect(
        await failureOf(fixture.rpc.send(getProfile, { viewer: null, username: username as string })),
      ).toMatchObject({ status: 400 });
    }
  });
});
