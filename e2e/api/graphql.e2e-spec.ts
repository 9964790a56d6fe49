import { createHash } from 'node:crypto';
import { checkInsCountOf, createCheckIn, eventually } from './support/check-ins';
import { expectProblem } from './support/expectations';
import { errorCodes, graphql, graphqlData, subgraphRequests } from './support/graphql';
import { ApiClient } from './support/http';
import { follow } from './support/social';
import { sharedSystem } from './support/system';
import { signedUpClient } from './support/users';

interface Node {
  id: string;
}

const CROSS_SUBGRAPH_QUERY = /* GraphQL */ `
  query Circle($username: String!) {
    user(username: $username) {
      username
      followersCount
      badges {
        name
      }
      followers(first: 10) {
        nodes {
          username
          checkIns(first: 10) {
            nodes {
              coffeeName
              comments(first: 10) {
                nodes {
                  body
                  author {
                    username
                    profileVisibility
                    followersCount
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

describe('GraphQL API', () => {
  const system = sharedSystem();

  const guest = () => new ApiClient(system.baseUrl);

  it('answers introspection with every subgraph’s types', async () => {
    const data = await graphqlData<{
      __schema: { types: { name: string }[]; mutationType: { name: string } };
    }>(guest(), '{ __schema { mutationType { name } types { name } } }');
    const names = data.__schema.types.map((type) => type.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'User',
        'CheckIn',
        'Comment',
        'Coffee',
        'Roaster',
        'Cafe',
        'Badge',
        'Notification',
      ]),
    );
    expect(names).not.toContain('_Entity');
    expect(data.__schema.mutationType.name).toBe('Mutation');
  });

  it('resolves user → followers → check-ins → comments → author with a bounded number of subgraph requests', async () => {
    const maya = await signedUpClient(system.baseUrl);
    const followers = await Promise.all([signedUpClient(system.baseUrl), signedUpClient(system.baseUrl)]);
    for (const follower of followers) {
      await follow(follower.client, maya.self.id);
      await createCheckIn(follower.client, { coffeeName: `Circle Coffee ${follower.self.username}` });
    }
    await eventually(async () =>
      expect(await checkInsCountOf(system.databaseUrl, followers[1].self.id)).toBe(1),
    );

    const requestsFor = async () => {
      const before = await subgraphRequests(system.gatewayHealthUrl);
      const data = await graphqlData<{ user: { followers: { nodes: { username: string }[] } } }>(
        maya.client,
        CROSS_SUBGRAPH_QUERY,
        { username: maya.self.username },
      );
      return { data, requests: (await subgraphRequests(system.gatewayHealthUrl)) - before };
    };

    const checkInOf = async (client: ApiClient, username: string) =>
      (
        await graphqlData<{ user: { checkIns: { nodes: Node[] } } }>(
          client,
          'query($u: String!) { user(username: $u) { checkIns(first: 1) { nodes { id } } } }',
          { u: username },
        )
      ).user.checkIns.nodes[0]?.id;
    const comment = (client: ApiClient, id: string | undefined) =>
      graphqlData(client, 'mutation($id: ID!) { addComment(checkInId: $id, body: "Lovely") { id } }', { id });

    const [first, second] = followers;
    await comment(first.client, await checkInOf(first.client, second.self.username));
    const few = await requestsFor();
    // Then everyone comments on every check-in: the data grows, the plan does not.
    for (const follower of followers) {
      for (const other of followers) {
        if (follower !== first || other !== second) {
          await comment(follower.client, await checkInOf(follower.client, other.self.username));
        }
      }
    }
    const many = await requestsFor();

    const usernames = many.data.user.followers.nodes.map((node) => node.username).sort();
    expect(usernames).toEqual(followers.map((follower) => follower.self.username).sort());
    expect(JSON.stringify(many.data)).toContain('"body":"Lovely"');
    // One fetch per subgraph and plan level: checkins, social (twice), identity (twice), insights.
    expect(many.requests).toBeLessThanOrEqual(6);
    expect(many.requests).toBe(few.requests);
  });

  it('refuses documents over the limits with a GraphQL error, never a 5xx', async () => {
    const nested = 'followers { nodes { '.repeat(6) + 'id' + ' } }'.repeat(6);
    const cases = [
      { query: `{ user(username: "x") { ${nested} } }`, message: /depth limit of 10/ },
      {
        query: `{ ${Array.from({ length: 16 }, (_, index) => `a${index}: me { id }`).join(' ')} }`,
        message: /Aliases limit of 15/,
      },
      { query: `{ me { ${'id '.repeat(2100)} } }`, message: /Document contains more tha[nt] 2000 tokens/ },
      {
        query:
          '{ feed(kind: DISCOVER, first: 50) { nodes { comments(first: 50) { nodes { author { followers(first: 50) { nodes { id } } } } } } } }',
        message: /may return up to \d+ objects and values; the limit is 10000/,
      },
      { query: '{ nope }', message: /Cannot query field "nope"/ },
      { query: '{ me { id }', message: /Syntax Error/ },
    ];
    for (const { query, message } of cases) {
      const { response, body } = await graphql(guest(), query);
      expect({ status: response.status, message: body.errors?.[0]?.message }).toEqual({
        status: 400,
        message: expect.stringMatching(message) as unknown,
      });
      expect(response.text).not.toMatch(/stacktrace|at [A-Za-z]+ \(/);
    }

    const tooMany = await graphql(guest(), '{ feed(kind: DISCOVER, first: 500) { nodes { id } } }');
    expect(tooMany.response.status).toBe(200);
    expect(tooMany.body.errors?.[0]).toMatchObject({
      message: 'limit must be between 1 and 50',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'limit' }] },
    });

    const notJson = await guest().request('POST', '/graphql', {
      body: '{"query": ',
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(notJson, 400);
  });

  it('serves automatic persisted queries, and queries over GET but never mutations', async () => {
    const query = '{ feed(kind: DISCOVER, first: 1) { pageInfo { hasNextPage } } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const persisted = { persistedQuery: { version: 1, sha256Hash } };
    const client = guest();

    const unknown = await client.post('/graphql', { extensions: persisted });
    expect(errorCodes(unknown.body as never)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const registered = await client.post('/graphql', { query, extensions: persisted });
    expect(registered.body).toEqual({
      data: { feed: { pageInfo: { hasNextPage: expect.any(Boolean) as unknown } } },
    });
    const byHash = await client.get(`/graphql?extensions=${encodeURIComponent(JSON.stringify(persisted))}`);
    expect(byHash.body).toEqual(registered.body);

    const viaGet = await client.get(`/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(viaGet.body).toEqual({ data: { me: null } });
    const mutationViaGet = await client.get(
      `/graphql?query=${encodeURIComponent('mutation { deleteCheckIn(id: 1) }')}`,
    );
    expect(mutationViaGet.status).toBe(405);
  });

  it('runs the main actions as mutations with REST’s rules', async () => {
    const owner = await signedUpClient(system.baseUrl);
    const friend = await signedUpClient(system.baseUrl);

    const invalid = await graphql(
      owner.client,
      'mutation { createCheckIn(input: { coffeeName: "G", roaster: "Onyx", rating: 9, brewMethod: "Pour Over" }) { id } }',
    );
    expect(errorCodes(invalid.body)).toEqual(['BAD_USER_INPUT']);
    expect(invalid.body.errors?.[0]?.extensions?.fieldErrors?.map((error) => error.path).sort()).toEqual([
      'coffeeName',
      'rating',
    ]);
    expect(await checkInsCountOf(system.databaseUrl, owner.self.id)).toBe(0);

    const { createCheckIn: created } = await graphqlData<{ createCheckIn: Node & { rating: number } }>(
      owner.client,
      `mutation($input: CreateCheckInInput!) { createCheckIn(input: $input) { id rating author { username } } }`,
      {
        input: {
          coffeeName: 'Gesha Village',
          roaster: 'Onyx',
          rating: 5,
          brewMethod: 'Pour Over',
          tastingNotes: ['Floral'],
        },
      },
    );
    expect(created.rating).toBe(5);

    const notTheirs = await graphql(
      friend.client,
      'mutation($id: ID!) { updateCheckIn(id: $id, input: { rating: 1 }) { id } }',
      {
        id: created.id,
      },
    );
    expect(errorCodes(notTheirs.body)).toEqual(['NOT_FOUND']);

    const liked = await graphqlData<{ likeCheckIn: { likesCount: number; viewerHasLiked: boolean } }>(
      friend.client,
      'mutation($id: ID!) { likeCheckIn(id: $id) { likesCount viewerHasLiked } }',
      { id: created.id },
    );
    expect(liked.likeCheckIn).toEqual({ likesCount: 1, viewerHasLiked: true });
    const saved = await graphqlData<{ saveCheckIn: { viewerHasSaved: boolean } }>(
      friend.client,
      'mutation($id: ID!) { saveCheckIn(id: $id) { viewerHasSaved } }',
      { id: created.id },
    );
    expect(saved.saveCheckIn.viewerHasSaved).toBe(true);
    const { addComment } = await graphqlData<{ addComment: Node }>(
      friend.client,
      'mutation($id: ID!) { addComment(checkInId: $id, body: "What a cup") { id } }',
      { id: created.id },
    );
    const followed = await graphqlData<{ follow: { isFollowing: boolean } }>(
      friend.client,
      'mutation($u: String!) { follow(username: $u) { isFollowing } }',
      { u: owner.self.username },
    );
    expect(followed.follow.isFollowing).toBe(true);

    const rest = await owner.client.get(`/api/shared-check-in/${created.id}`);
    expect(rest.body).toMatchObject({ likesCount: 1, commentsCount: 1, rating: 5 });

    await eventually(async () => {
      const inbox = await graphqlData<{ notifications: { nodes: { kind: string }[] } }>(
        owner.client,
        '{ notifications(first: 10) { nodes { kind } } }',
      );
      expect(inbox.notifications.nodes.map((node) => node.kind)).toEqual(
        expect.arrayContaining(['LIKE', 'COMMENT', 'FOLLOW']),
      );
    });
    const read = await graphqlData<{ markNotificationsRead: number }>(
      owner.client,
      'mutation { markNotificationsRead(all: true) }',
    );
    expect(read.markNotificationsRead).toBe(0);

    const removed = await graphqlData<{ deleteComment: boolean }>(
      owner.client,
      'mutation($c: ID!, $id: ID!) { deleteComment(checkInId: $c, commentId: $id) }',
      { c: created.id, id: addComment.id },
    );
    expect(removed.deleteComment).toBe(true);
    expect(
      (
        await graphqlData<{ deleteCheckIn: boolean }>(
          owner.client,
          'mutation($id: ID!) { deleteCheckIn(id: $id) }',
          { id: created.id },
        )
      ).deleteCheckIn,
    ).toBe(true);
    expect(await checkInsCountOf(system.databaseUrl, owner.self.id)).toBe(0);

    const asGuest = await graphql(guest(), 'mutation { likeCheckIn(id: 1) { id } }');
    expect(errorCodes(asGuest.body)).toEqual(['UNAUTHENTICATED']);
  });

  it('keeps REST’s cross-site rule for cookie mutations', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const crossSite = await client.post(
      '/graphql',
      { query: 'mutation { unlikeCheckIn(id: 1) { id } }' },
      { headers: { origin: 'https://elsewhere.example' } },
    );
    expectProblem(crossSite, 403);
    const sameSite = await client.post(
      '/graphql',
      { query: '{ me { username } }' },
      { headers: { origin: system.baseUrl } },
    );
    expect(sameSite.status).toBe(200);
  });

  it('lets tokens read with `read`, mutate only with `write`, and stops at revocation', async () => {
    const { client, self } = await signedUpClient(system.baseUrl);
    const token = async (scopes: string[]) =>
      (await client.post('/api/user/tokens', { name: scopes.join('+'), scopes })).body as {
        id: string;
        token: string;
      };
    const reader = await token(['read']);
    const writer = await token(['read', 'write']);
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    const anonymous = guest();

    const me = await graphql<{ me: { username: string } }>(
      anonymous,
      '{ me { username } }',
      {},
      bearer(reader.token),
    );
    expect(me.body.data?.me.username).toBe(self.username);
    expect(me.response.headers.get('ratelimit-limit')).toMatch(/^\d+$/);
    expect(me.response.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);

    const mutation =
      'mutation { createCheckIn(input: { coffeeName: "Token Brew", roaster: "Onyx", rating: 4, brewMethod: "Pour Over" }) { id } }';
    const refused = await graphql(anonymous, mutation, {}, bearer(reader.token));
    expect(refused.response.status).toBe(403);
    expect(errorCodes(refused.body)).toEqual(['FORBIDDEN']);
    expect(refused.response.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="write"',
    );
    expect(await checkInsCountOf(system.databaseUrl, self.id)).toBe(0);

    const written = await graphql(anonymous, mutation, {}, bearer(writer.token));
    expect(written.body.errors).toBeUndefined();
    expect(await checkInsCountOf(system.databaseUrl, self.id)).toBe(1);

    // A write-only token reads nothing, in the graph as on REST.
    const writeOnly = await token(['write']);
    const unread = await graphql(anonymous, '{ me { username } }', {}, bearer(writeOnly.token));
    expect(unread.response.status).toBe(403);
    expect(errorCodes(unread.body)).toEqual(['FORBIDDEN']);
    expect(unread.response.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="read"',
    );
    expect((await guest().get('/api/user', { headers: bearer(writeOnly.token) })).status).toBe(403);
    // Nor through a mutation's result, whose fields lead to everything its owner may see.
    const readingMutation = mutation.replace('{ id }', '{ id author { followers { nodes { username } } } }');
    const readThrough = await graphql(anonymous, readingMutation, {}, bearer(writeOnly.token));
    expect(readThrough.response.status).toBe(403);
    expect(errorCodes(readThrough.body)).toEqual(['FORBIDDEN']);
    expect(readThrough.response.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="read"',
    );
    expect(await checkInsCountOf(system.databaseUrl, self.id)).toBe(1);
    const acted = await graphql(anonymous, mutation, {}, bearer(writeOnly.token));
    expect(acted.body.errors).toBeUndefined();
    expect(await checkInsCountOf(system.databaseUrl, self.id)).toBe(2);

    // Tokens never carry administrator rights, in the graph as on REST.
    const admin = await graphql(anonymous, '{ moderationRules { id } }', {}, bearer(writer.token));
    expect(errorCodes(admin.body)).toEqual(['FORBIDDEN']);

    expect((await client.delete(`/api/user/tokens/${reader.id}`)).status).toBe(204);
    const revoked = await anonymous.post(
      '/graphql',
      { query: '{ me { id } }' },
      { headers: bearer(reader.token) },
    );
    expectProblem(revoked, 401);
  });
});
