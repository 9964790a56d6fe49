import type { Preferences } from '@crema/contracts/identity/user';
import type { UserProfileView } from '@crema/contracts/social/rest';
import { createCheckIn, eventually, type CheckInCard } from './support/check-ins';
import { ApiClient } from './support/http';
import { follow, setPrivacy } from './support/social';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

/**
 * ADR 0005's rule, cell by cell: each owner privacy × each kind of viewer × each surface where the
 * owner's things can show up. The expected row comes from the rule, the actual one from the API.
 */
type Viewer = 'owner' | 'mutual friend' | 'one-way follower' | 'stranger' | 'guest';
const VIEWERS: readonly Viewer[] = ['owner', 'mutual friend', 'one-way follower', 'stranger', 'guest'];

interface OwnerCase {
  name: string;
  profileVisibility: Preferences['profileVisibility'];
  shareCheckIns: boolean;
}
const OWNERS: readonly OwnerCase[] = [
  { name: 'public', profileVisibility: 'public', shareCheckIns: true },
  { name: 'friends', profileVisibility: 'friends', shareCheckIns: true },
  { name: 'private', profileVisibility: 'private', shareCheckIns: true },
  { name: 'public, not sharing check-ins', profileVisibility: 'public', shareCheckIns: false },
  { name: 'friends, not sharing check-ins', profileVisibility: 'friends', shareCheckIns: false },
];

/** What each surface shows of the owner to the viewer. */
interface Row {
  discover: boolean;
  /** The home feed; a guest has none (401). */
  homeFeed: boolean | 401;
  sharedPage: boolean;
  searchCoffees: boolean;
  searchUsers: boolean;
  profile: boolean;
  profileCheckIns: boolean;
  followerList: boolean;
}

function expectedRow(owner: OwnerCase, viewer: Viewer): Row {
  const visible =
    viewer === 'owner' ||
    owner.profileVisibility === 'public' ||
    (owner.profileVisibility === 'friends' && viewer === 'mutual friend');
  const shareable = viewer === 'owner' || (owner.shareCheckIns && visible);
  const follows = viewer === 'mutual friend' || viewer === 'one-way follower';
  return {
    discover: shareable,
    homeFeed: viewer === 'guest' ? 401 : viewer === 'owner' || (follows && visible),
    sharedPage: shareable,
    searchCoffees: shareable,
    searchUsers: visible,
    profile: visible,
    profileCheckIns: visible,
    followerList: visible,
  };
}

describe('privacy matrix', () => {
  let system: RunningSystem;
  const clients = new Map<Viewer, ApiClient>();
  const owners = new Map<string, { client: ApiClient; username: string; checkIn: CheckInCard }>();

  beforeAll(async () => {
    system = await bootSystem();
    const mutual = await signedUpClient(system.baseUrl, newUser('mutual'));
    const follower = await signedUpClient(system.baseUrl, newUser('follower'));
    const stranger = await signedUpClient(system.baseUrl, newUser('stranger'));
    clients.set('mutual friend', mutual.client);
    clients.set('one-way follower', follower.client);
    clients.set('stranger', stranger.client);
    clients.set('guest', new ApiClient(system.baseUrl));
    for (const [index, owner] of OWNERS.entries()) {
      const { client, self } = await signedUpClient(system.baseUrl, newUser(`owner${index}`));
      const checkIn = await createCheckIn(client, { coffeeName: `Matrix Blend ${index} ${self.username}` });
      await follow(mutual.client, self.id);
      await follow(client, mutual.self.id);
      await follow(follower.client, self.id);
      await setPrivacy(client, {
        profileVisibility: owner.profileVisibility,
        shareCheckIns: owner.shareCheckIns,
      });
      owners.set(owner.name, { client, username: self.username, checkIn });
    }
  }, BOOT_TIMEOUT_MS);
  afterAll(() => system?.stop());

  const ids = (body: unknown) => (body as { id: number }[]).map((item) => item.id);
  const names = (body: unknown, key: 'name' | 'username') =>
    (body as Record<string, unknown>[]).map((item) => item[key]);

  async function actualRow(ownerName: string, viewer: Viewer): Promise<Row> {
    const owner = owners.get(ownerName);
    if (!owner) throw new Error(`no owner ${ownerName}`);
    const client = viewer === 'owner' ? owner.client : (clients.get(viewer) as ApiClient);
    const { checkIn, username } = owner;
    const query = (type: string, text: string) =>
      client.get(`/api/search?type=${type}&query=${encodeURIComponent(text)}`);
    const [discover, home, shared, coffees, users, profile, profileCheckIns, followers] = await Promise.all([
      client.get('/api/check-ins?feedType=discover&filter=recent&limit=50'),
      client.get('/api/check-ins?feedType=feed&filter=recent&limit=50'),
      client.get(`/api/shared-check-in/${checkIn.id}`),
      query('coffees', checkIn.coffeeName),
      query('users', username),
      client.get(`/api/users/${username}`),
      client.get(`/api/users/${username}/check-ins`),
      client.get(`/api/users/${username}/followers`),
    ]);
    for (const response of [discover, shared, coffees, users, profile, profileCheckIns, followers])
      expect([200, 403, 404]).toContain(response.status);
    return {
      discover: ids(discover.body).includes(checkIn.id),
      homeFeed: home.status === 401 ? 401 : ids(home.body).includes(checkIn.id),
      sharedPage: shared.status === 200,
      searchCoffees: names(coffees.body, 'name').includes(checkIn.coffeeName),
      searchUsers: names(users.body, 'username').includes(username),
      profile: (profile.body as UserProfileView).canView,
      profileCheckIns: profileCheckIns.status === 200 && ids(profileCheckIns.body).includes(checkIn.id),
      followerList: followers.status === 200,
    };
  }

  describe.each(OWNERS)('owner $name', (owner) => {
    it.each(VIEWERS)('seen by %s', async (viewer) => {
      const expected = expectedRow(owner, viewer);
      // Projections follow the settings and follows by events: give them a moment.
      await eventually(async () => expect(await actualRow(owner.name, viewer)).toEqual(expected));
    });
  });

  it('a privacy change applies to the next requests once its event is consumed (well under a second)', async () => {
    const { client, username, checkIn } = await (async () => {
      const { client, self } = await signedUpClient(system.baseUrl, newUser('flipper'));
      const card = await createCheckIn(client, { coffeeName: `Flip Roast ${self.username}` });
      return { client, username: self.username, checkIn: card };
    })();
    const stranger = clients.get('stranger') as ApiClient;
    await eventually(async () =>
      expect((await stranger.get(`/api/shared-check-in/${checkIn.id}`)).status).toBe(200),
    );

    const started = Date.now();
    await setPrivacy(client, { profileVisibility: 'private' });
    await eventually(async () => {
      expect((await stranger.get(`/api/shared-check-in/${checkIn.id}`)).status).toBe(404);
      expect((await stranger.get(`/api/users/${username}/check-ins`)).status).toBe(403);
      const users = await stranger.get(`/api/search?type=users&query=${username}`);
      expect(names(users.body, 'username')).not.toContain(username);
      const coffees = await stranger.get(
        `/api/search?type=coffees&query=${encodeURIComponent(checkIn.coffeeName)}`,
      );
      expect(names(coffees.body, 'name')).not.toContain(checkIn.coffeeName);
    }, 5000);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
