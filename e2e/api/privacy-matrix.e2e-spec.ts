import type { Preferences } from '@crema/contracts/identity/user';
import type { FriendEntry, UserProfileView } from '@crema/contracts/social/rest';
import { createCheckIn, eventually, type CheckInCard } from './support/check-ins';
import { sql } from './support/database';
import { errorCodes, graphql } from './support/graphql';
import { ApiClient } from './support/http';
import { follow, setPrivacy } from './support/social';
import { BOOT_TIMEOUT_MS, sharedSystem } from './support/system';
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
  searchRoasters: boolean;
  searchCafes: boolean;
  searchUsers: boolean;
  /** canView, and the bio and counts filled (null when hidden). */
  profile: boolean;
  profileCheckIns: boolean;
  followerList: boolean;
  followingList: boolean;
  /** The owner's entry in the viewer's own Friends or Following tab shows a check-ins count. */
  listEntryCount: boolean | 'no entry';
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
    searchRoasters: shareable,
    searchCafes: shareable,
    searchUsers: visible,
    profile: visible,
    profileCheckIns: visible,
    followerList: visible,
    followingList: visible,
    listEntryCount: follows ? visible : 'no entry',
  };
}

describe('privacy matrix', () => {
  const system = sharedSystem();
  const clients = new Map<Viewer, ApiClient>();
  const owners = new Map<string, { client: ApiClient; username: string; checkIn: CheckInCard }>();
  const settled: { id: number; owner: OwnerCase; followers: number[]; follows: number[] }[] = [];

  beforeAll(async () => {
    const mutual = await signedUpClient(system.baseUrl, newUser('mutual'));
    const follower = await signedUpClient(system.baseUrl, newUser('follower'));
    const stranger = await signedUpClient(system.baseUrl, newUser('stranger'));
    clients.set('mutual friend', mutual.client);
    clients.set('one-way follower', follower.client);
    clients.set('stranger', stranger.client);
    clients.set('guest', new ApiClient(system.baseUrl));
    for (const [index, owner] of OWNERS.entries()) {
      const { client, self } = await signedUpClient(system.baseUrl, newUser(`owner${index}`));
      await client.patch('/api/user/settings', { bio: `Owner ${index} drinks coffee` });
      const checkIn = await createCheckIn(client, {
        coffeeName: `Matrix Blend ${index} ${self.username}`,
        roaster: `Matrix Roastery ${self.username}`,
        location: `Matrix Cafe ${self.username}`,
      });
      await follow(mutual.client, self.id);
      await follow(client, mutual.self.id);
      await follow(follower.client, self.id);
      await setPrivacy(client, {
        profileVisibility: owner.profileVisibility,
        shareCheckIns: owner.shareCheckIns,
      });
      owners.set(owner.name, { client, username: self.username, checkIn });
      settled.push({
        id: self.id,
        owner,
        followers: [mutual.self.id, follower.self.id],
        follows: [mutual.self.id],
      });
    }
    // Every cell is asserted once, so a hidden cell cannot pass just because an event is still on
    // its way: first wait until both services' projections hold every setting and follow edge.
    await eventually(async () => {
      for (const { id, owner, followers, follows } of settled) {
        for (const schema of ['checkins.authors', 'social.user_cards'])
          expect(
            await sql(
              system.databaseUrl,
              `SELECT profile_visibility, share_check_ins FROM ${schema} WHERE id = $1`,
              [id],
            ),
          ).toEqual([{ profile_visibility: owner.profileVisibility, share_check_ins: owner.shareCheckIns }]);
        const edges = await sql<{ n: number }>(
          system.databaseUrl,
          `SELECT count(*)::int AS n FROM checkins.follows
           WHERE (following_id = $1 AND follower_id = ANY($2)) OR (follower_id = $1 AND following_id = ANY($3))`,
          [id, followers, follows],
        );
        expect(edges[0]?.n).toBe(followers.length + follows.length);
      }
    }, 20_000);
  }, BOOT_TIMEOUT_MS);

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
    const ownList = viewer === 'mutual friend' ? '/api/friends?limit=50' : '/api/following?limit=50';
    const [
      discover,
      home,
      shared,
      coffees,
      roasters,
      cafes,
      users,
      profile,
      profileCheckIns,
      followers,
      following,
      list,
    ] = await Promise.all([
      client.get('/api/check-ins?feedType=discover&filter=recent&limit=50'),
      client.get('/api/check-ins?feedType=feed&filter=recent&limit=50'),
      client.get(`/api/shared-check-in/${checkIn.id}`),
      query('coffees', checkIn.coffeeName),
      query('roasters', checkIn.roaster),
      query('cafes', checkIn.location ?? ''),
      query('users', username),
      client.get(`/api/users/${username}`),
      client.get(`/api/users/${username}/check-ins`),
      client.get(`/api/users/${username}/followers`),
      client.get(`/api/users/${username}/following`),
      client.get(ownList),
    ]);
    for (const response of [
      discover,
      shared,
      coffees,
      roasters,
      cafes,
      users,
      profile,
      profileCheckIns,
      followers,
      following,
    ])
      expect([200, 403, 404]).toContain(response.status);
    const view = profile.body as UserProfileView;
    const details = [view.bio, view.checkInsCount, view.followersCount, view.followingCount];
    // A profile either shows everything or withholds everything but name and avatar.
    expect(details.every((value) => value === null) || details.every((value) => value !== null)).toBe(true);
    const entry =
      list.status === 200
        ? (list.body as FriendEntry[]).find((item) => item.username === username)
        : undefined;
    return {
      discover: ids(discover.body).includes(checkIn.id),
      homeFeed: home.status === 401 ? 401 : ids(home.body).includes(checkIn.id),
      sharedPage: shared.status === 200,
      searchCoffees: names(coffees.body, 'name').includes(checkIn.coffeeName),
      searchRoasters: names(roasters.body, 'name').includes(checkIn.roaster),
      searchCafes: names(cafes.body, 'name').includes(checkIn.location),
      searchUsers: names(users.body, 'username').includes(username),
      profile: view.canView && view.bio !== null && view.checkInsCount === 1,
      profileCheckIns: profileCheckIns.status === 200 && ids(profileCheckIns.body).includes(checkIn.id),
      followerList: followers.status === 200,
      followingList: following.status === 200,
      listEntryCount: entry ? entry.checkInsCount !== null : 'no entry',
    };
  }

  describe.each(OWNERS)('owner $name', (owner) => {
    it.each(VIEWERS)('seen by %s', async (viewer) => {
      expect(await actualRow(owner.name, viewer)).toEqual(expectedRow(owner, viewer));
    });
  });

  /** The surfaces the graph has, as the same viewer sees them through /graphql. */
  type GraphRow = Pick<
    Row,
    'discover' | 'homeFeed' | 'profile' | 'profileCheckIns' | 'followerList' | 'followingList'
  > & {
    /** checkIn(id): any check-in the viewer may see (the rule of its comments and likes). */
    checkIn: boolean;
  };

  function expectedGraphRow(owner: OwnerCase, viewer: Viewer): GraphRow {
    const { discover, homeFeed, profile, profileCheckIns, followerList, followingList } = expectedRow(
      owner,
      viewer,
    );
    return {
      discover,
      homeFeed,
      profile,
      profileCheckIns,
      followerList,
      followingList,
      checkIn: profileCheckIns,
    };
  }

  async function graphRow(ownerName: string, viewer: Viewer): Promise<GraphRow> {
    const owner = owners.get(ownerName);
    if (!owner) throw new Error(`no owner ${ownerName}`);
    const client = viewer === 'owner' ? owner.client : (clients.get(viewer) as ApiClient);
    const nodeIds = (connection: { nodes: { id: string }[] } | null | undefined) =>
      (connection?.nodes ?? []).map((node) => Number(node.id));
    const [surfaces, home] = await Promise.all([
      graphql<{
        discover: { nodes: { id: string }[] };
        user: {
          viewerCanSeeProfile: boolean;
          bio: string | null;
          checkInsCount: number | null;
          checkIns: { nodes: { id: string }[] } | null;
          followers: { nodes: { id: string }[] } | null;
          following: { nodes: { id: string }[] } | null;
        };
        checkIn: { id: string } | null;
      }>(
        client,
        `
          query ($username: String!, $id: ID!) {
            discover: feed(kind: DISCOVER, first: 50) {
              nodes {
                id
              }
            }
            user(username: $username) {
              viewerCanSeeProfile
              bio
              checkInsCount
              checkIns(first: 50) {
                nodes {
                  id
                }
              }
              followers(first: 5) {
                nodes {
                  id
                }
              }
              following(first: 5) {
                nodes {
                  id
                }
              }
            }
            checkIn(id: $id) {
              id
            }
          }
        `,
        { username: owner.username, id: owner.checkIn.id },
      ),
      graphql<{ feed: { nodes: { id: string }[] } }>(
        client,
        '{ feed(kind: HOME, first: 50) { nodes { id } } }',
      ),
    ]);
    // A hidden list is an error on its own field (FORBIDDEN, as REST's 403), never anything else.
    expect(errorCodes(surfaces.body).every((code) => code === 'FORBIDDEN')).toBe(true);
    const data = surfaces.body.data;
    const user = data?.user;
    const checkInId = owner.checkIn.id;
    return {
      discover: nodeIds(data?.discover).includes(checkInId),
      homeFeed: errorCodes(home.body).includes('UNAUTHENTICATED')
        ? 401
        : nodeIds(home.body.data?.feed).includes(checkInId),
      profile: Boolean(user?.viewerCanSeeProfile && user.bio !== null && user.checkInsCount === 1),
      profileCheckIns: nodeIds(user?.checkIns).includes(checkInId),
      followerList: user?.followers !== null && user?.followers !== undefined,
      followingList: user?.following !== null && user?.following !== undefined,
      checkIn: data?.checkIn?.id === String(checkInId),
    };
  }

  describe.each(OWNERS)('owner $name through GraphQL', (owner) => {
    it.each(VIEWERS)('seen by %s', async (viewer) => {
      expect(await graphRow(owner.name, viewer)).toEqual(expectedGraphRow(owner, viewer));
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
