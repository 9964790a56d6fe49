import type { Actor } from '@crema/contracts/common/rpc';
import { PROFILE_NOT_VISIBLE } from '@crema/contracts/common/profile';
import type { GraphqlResponse } from '@crema/contracts/graphql/request';
import { subgraphRpc } from '@crema/contracts/graphql/rpc';
import { SOCIAL_SERVICE } from '@crema/contracts/social/rpc';
import { eventually } from '@crema/testing';
import { ProfilesRepository } from '../src/profiles/profiles.repository';
import { startSocial, type SocialFixture } from './social-fixture';

let fixture: SocialFixture;

beforeAll(async () => {
  fixture = await startSocial();
});

afterAll(async () => {
  await fixture?.close();
});

/** A document executed by the social subgraph over NATS, signed for the viewer as the gateway does. */
function graphql(
  viewer: Actor | null,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlResponse> {
  return fixture.rpc.send(subgraphRpc(SOCIAL_SERVICE), { viewer, request: { query, variables } });
}

const codesOf = (response: GraphqlResponse) => response.errors?.map((error) => error.extensions?.code);

const USERS = /* GraphQL */ `
  query ($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on User {
        id
        bio
        viewerCanSeeProfile
        checkInsCount
        followersCount
        followingCount
        isFollowing
        followsViewer
      }
    }
  }
`;

const FOLLOWERS = /* GraphQL */ `
  query ($id: ID!, $first: Int, $after: String) {
    _entities(representations: [{ __typename: "User", id: $id }]) {
      ... on User {
        followers(first: $first, after: $after) {
          edges {
            node {
              id
              username
              avatarUrl
            }
          }
          nodes {
            id
            username
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

const representations = (...ids: number[]) => ids.map((id) => ({ __typename: 'User', id: String(id) }));

describe('the social subgraph', () => {
  it('resolves several User references in one query, each as the viewer may see them', async () => {
    const open = await fixture.registered({ bio: 'Light roasts.', profileVisibility: 'public' });
    const closed = await fixture.registered({ bio: 'Secret.', profileVisibility: 'private' });
    const viewer = await fixture.registered();
    await fixture.follow(viewer, open);
    await fixture.follow(open, viewer);
    const byIds = jest.spyOn(fixture.service.get(ProfilesRepository), 'byIds');

    const response = await graphql(viewer.actor, USERS, {
      representations: representations(open.id, closed.id, 2 ** 40, 999_999),
    });

    expect(byIds).toHaveBeenCalledTimes(1);
    byIds.mockRestore();
    expect(response.errors).toBeUndefined();
    expect(response.data?._entities).toEqual([
      {
        id: String(open.id),
        bio: 'Light roasts.',
        viewerCanSeeProfile: true,
        checkInsCount: 0,
        followersCount: 1,
        followingCount: 1,
        isFollowing: true,
        followsViewer: true,
      },
      {
        id: String(closed.id),
        bio: null,
        viewerCanSeeProfile: false,
        checkInsCount: null,
        followersCount: null,
        followingCount: null,
        isFollowing: false,
        followsViewer: false,
      },
      // No such id: null; a user without a card (yet): nothing visible.
      null,
      expect.objectContaining({ id: '999999', viewerCanSeeProfile: false, bio: null }),
    ]);
  });

  it('shows a private profile to its owner only, and refuses its lists to others (FORBIDDEN)', async () => {
    const owner = await fixture.registered({ bio: 'Mine.', profileVisibility: 'private' });
    const other = await fixture.registered();
    const own = await graphql(owner.actor, USERS, { representations: representations(owner.id) });
    expect(own.data?._entities).toEqual([
      expect.objectContaining({ bio: 'Mine.', viewerCanSeeProfile: true }),
    ]);

    for (const viewer of [other.actor, null]) {
      const refused = await graphql(viewer, FOLLOWERS, { id: String(owner.id) });
      expect(refused.errors).toMatchObject([
        { message: PROFILE_NOT_VISIBLE, extensions: { code: 'FORBIDDEN', status: 403 } },
      ]);
      expect(refused.data?._entities).toEqual([{ followers: null }]);
    }
  });

  it('pages a visible profile’s followers, providing their usernames', async () => {
    const star = await fixture.registered();
    const fans = [await fixture.registered({ avatarUrl: '/media/f.webp' }), await fixture.registered()];
    for (const fan of fans) await fixture.follow(fan, star);

    const first = await graphql(null, FOLLOWERS, { id: String(star.id), first: 1 });
    const [{ followers: page }] = first.data?._entities as [
      {
        followers: {
          edges: { node: { id: string; username: string; avatarUrl: string | null } }[];
          nodes: { id: string }[];
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      },
    ];
    expect(page.edges).toEqual([
      { node: { id: String(fans[1]!.id), username: fans[1]!.username, avatarUrl: null } },
    ]);
    expect(page.nodes).toEqual([{ id: String(fans[1]!.id), username: fans[1]!.username }]);
    expect(page.pageInfo.hasNextPage).toBe(true);

    const second = await graphql(null, FOLLOWERS, {
      id: String(star.id),
      first: 1,
      after: page.pageInfo.endCursor,
    });
    expect(second.data?._entities).toEqual([
      {
        followers: {
          edges: [
            { node: { id: String(fans[0]!.id), username: fans[0]!.username, avatarUrl: '/media/f.webp' } },
          ],
          nodes: [{ id: String(fans[0]!.id), username: fans[0]!.username }],
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      },
    ]);
  });

  it('answers BAD_USER_INPUT for a page of 500', async () => {
    const someone = await fixture.registered();
    const response = await graphql(null, FOLLOWERS, { id: String(someone.id), first: 500 });
    expect(codesOf(response)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a guest the personal fields and mutations (UNAUTHENTICATED)', async () => {
    const someone = await fixture.registered();
    const queries = await graphql(null, '{ unreadNotificationCount }');
    expect(codesOf(queries)).toEqual(['UNAUTHENTICATED']);
    const list = await graphql(null, '{ notifications { nodes { id } } }');
    expect(codesOf(list)).toEqual(['UNAUTHENTICATED']);
    const suggestions = await graphql(null, '{ followSuggestions { id } }');
    expect(codesOf(suggestions)).toEqual(['UNAUTHENTICATED']);
    const follow = await graphql(null, 'mutation ($u: String!) { follow(username: $u) { id } }', {
      u: someone.username,
    });
    expect(codesOf(follow)).toEqual(['UNAUTHENTICATED']);
  });

  it('follows and unfollows by username with REST’s rules and errors', async () => {
    const fan = await fixture.registered();
    const star = await fixture.registered({ profileVisibility: 'public' });
    const FOLLOW = /* GraphQL */ `
      mutation ($u: String!) {
        follow(username: $u) {
          id
          isFollowing
          followersCount
        }
      }
    `;
    const UNFOLLOW = /* GraphQL */ `
      mutation ($u: String!) {
        unfollow(username: $u) {
          id
          isFollowing
          followersCount
        }
      }
    `;
    const followed = await graphql(fan.actor, FOLLOW, { u: star.username.toUpperCase() });
    expect(followed).toEqual({
      data: { follow: { id: String(star.id), isFollowing: true, followersCount: 1 } },
    });
    const again = await graphql(fan.actor, FOLLOW, { u: star.username });
    expect(again.data).toEqual({ follow: { id: String(star.id), isFollowing: true, followersCount: 1 } });

    const unfollowed = await graphql(fan.actor, UNFOLLOW, { u: star.username });
    expect(unfollowed).toEqual({
      data: { unfollow: { id: String(star.id), isFollowing: false, followersCount: 0 } },
    });

    expect(codesOf(await graphql(fan.actor, FOLLOW, { u: fan.username }))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await graphql(fan.actor, FOLLOW, { u: 'nobody_here' }))).toEqual(['NOT_FOUND']);
    // As REST's username pipe: a string no username could be is a 400.
    expect(codesOf(await graphql(fan.actor, FOLLOW, { u: 'not a name!' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('lists the viewer’s notifications with their references, counts unread and marks them read', async () => {
    const me = await fixture.registered();
    const fan = await fixture.registered({ avatarUrl: '/media/fan.webp' });
    await fixture.follow(fan, me);
    const NOTIFICATIONS = /* GraphQL */ `
      {
        unreadNotificationCount
        notifications(first: 5) {
          nodes {
            id
            kind
            actor {
              id
              username
              avatarUrl
            }
            actorsCount
            checkIn {
              id
            }
            badge {
              id
            }
            text
            readAt
            createdAt
          }
          pageInfo {
            hasNextPage
          }
        }
      }
    `;
    let listed: GraphqlResponse | undefined;
    await eventually(async () => {
      listed = await graphql(me.actor, NOTIFICATIONS);
      expect(listed.data?.unreadNotificationCount).toBe(1);
    });
    const notifications = listed!.data?.notifications as {
      nodes: { id: string; text: string; createdAt: string }[];
    };
    expect(notifications.nodes[0]!.text).toContain(fan.username);
    expect(Date.parse(notifications.nodes[0]!.createdAt)).not.toBeNaN();
    expect(notifications).toMatchObject({
      nodes: [
        {
          kind: 'FOLLOW',
          actor: { id: String(fan.id), username: fan.username, avatarUrl: '/media/fan.webp' },
          actorsCount: 1,
          checkIn: null,
          badge: null,
          readAt: null,
        },
      ],
      pageInfo: { hasNextPage: false },
    });

    const MARK = 'mutation ($ids: [ID!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) }';
    expect(codesOf(await graphql(me.actor, MARK, {}))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await graphql(me.actor, MARK, { ids: ['1'], all: true }))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await graphql(me.actor, MARK, { ids: ['x'] }))).toEqual(['BAD_USER_INPUT']);
    expect(await graphql(fan.actor, MARK, { ids: [notifications.nodes[0]!.id] })).toEqual({
      data: { markNotificationsRead: 0 },
    });
    expect((await graphql(me.actor, '{ unreadNotificationCount }')).data).toEqual({
      unreadNotificationCount: 1,
    });
    expect(await graphql(me.actor, MARK, { ids: [notifications.nodes[0]!.id] })).toEqual({
      data: { markNotificationsRead: 0 },
    });
  });

  it('suggests people followed by those the viewer follows', async () => {
    const me = await fixture.registered();
    const friend = await fixture.registered();
    const theirFriend = await fixture.registered();
    await fixture.follow(me, friend);
    await fixture.follow(friend, theirFriend);
    const response = await graphql(me.actor, '{ followSuggestions { id username } }');
    expect(response.data?.followSuggestions).toContainEqual({
      id: String(theirFriend.id),
      username: theirFriend.username,
    });
  });
});
