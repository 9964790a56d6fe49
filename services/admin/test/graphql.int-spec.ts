import * as adminRpc from '@crema/contracts/admin/rpc';
import type { Actor } from '@crema/contracts/common/rpc';
import type { GraphqlResponse } from '@crema/contracts/graphql/request';
import { subgraphRpc } from '@crema/contracts/graphql/rpc';
import { ADMIN, PERSON, startAdmin, type AdminFixture } from './admin-fixture';

let admin: AdminFixture;

beforeAll(async () => {
  admin = await startAdmin();
});

afterAll(async () => {
  await admin?.close();
});

/** A document executed by the admin subgraph over NATS, signed for the viewer as the gateway does. */
function graphql(
  viewer: Actor | null,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlResponse> {
  return admin.rpc.send(subgraphRpc(adminRpc.ADMIN_SERVICE), { viewer, request: { query, variables } });
}

const codesOf = (response: GraphqlResponse) => response.errors?.map((error) => error.extensions?.code);

const ROASTERS = /* GraphQL */ `
  query ($query: String, $first: Int, $after: String) {
    catalogueRoasters(query: $query, first: $first, after: $after) {
      nodes {
        id
        name
        location
        coffeeBagsCount
        createdAt
      }
      edges {
        node {
          name
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

describe('the admin subgraph', () => {
  it('refuses every field to a person (FORBIDDEN) and to a guest (UNAUTHENTICATED)', async () => {
    const documents = [
      '{ adminAnalytics { checkInCount } }',
      '{ catalogueRoasters { nodes { id } } }',
      '{ catalogueCoffeeBags { nodes { id } } }',
      '{ moderationRules { id } }',
    ];
    for (const document of documents) {
      const refused = await graphql(PERSON, document);
      expect(refused).toMatchObject({
        data: null,
        errors: [{ extensions: { code: 'FORBIDDEN', status: 403 } }],
      });
      expect(codesOf(await graphql(null, document))).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('pages the roaster catalogue, filtered by name, as REST does', async () => {
    for (const name of ['Onyx Coffee Lab', 'Onyx Two', 'Tim Wendelboe'])
      await admin.rpc.send(adminRpc.createRoaster, { actor: ADMIN, body: { name, location: 'Somewhere' } });
    const first = await graphql(ADMIN, ROASTERS, { query: 'onyx', first: 1 });
    expect(first.errors).toBeUndefined();
    const page = first.data?.catalogueRoasters as {
      nodes: { name: string; location: string; coffeeBagsCount: number }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(page.nodes).toMatchObject([{ name: 'Onyx Two', location: 'Somewhere', coffeeBagsCount: 0 }]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await graphql(ADMIN, ROASTERS, {
      query: 'onyx',
      first: 1,
      after: page.pageInfo.endCursor,
    });
    expect(second.data?.catalogueRoasters).toMatchObject({
      nodes: [{ name: 'Onyx Coffee Lab' }],
      edges: [{ node: { name: 'Onyx Coffee Lab' } }],
      pageInfo: { hasNextPage: false, endCursor: null },
    });
  });

  it('answers BAD_USER_INPUT for a page of 500 and for a custom period without a start', async () => {
    expect(codesOf(await graphql(ADMIN, ROASTERS, { first: 500 }))).toEqual(['BAD_USER_INPUT']);
    const analytics = await graphql(ADMIN, '{ adminAnalytics(period: CUSTOM) { checkInCount } }');
    expect(analytics.errors).toMatchObject([
      { extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'startDate' }] } },
    ]);
  });

  it('answers analytics, coffee bags and moderation rules to an administrator', async () => {
    await admin.rpc.send(adminRpc.createModerationRule, {
      actor: ADMIN,
      body: { name: 'Spam', description: 'Links to shops', pattern: 'buy now', action: 'hide' },
    });
    await admin.rpc.send(adminRpc.createCoffeeBag, {
      actor: ADMIN,
      body: { roasterName: 'Bag Roaster', coffeeName: 'Kochere', flavorNotes: ['jasmine'] },
    });
    const response = await graphql(
      ADMIN,
      `
        {
          adminAnalytics(period: CUSTOM, startDate: "2026-11-01", endDate: "2026-11-03") {
            period
            startDate
            endDate
            checkInCount
            ratingBreakdown
            series {
              bucket
              checkIns
            }
          }
          catalogueCoffeeBags(query: "koch") {
            nodes {
              coffeeName
              roasterName
              roasterId
              flavorNotes
              certifications
            }
          }
          moderationRules {
            name
            pattern
            action
            active
          }
        }
      `,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data).toMatchObject({
      adminAnalytics: {
        period: 'CUSTOM',
        startDate: '2026-11-01',
        endDate: '2026-11-03',
        checkInCount: 0,
        ratingBreakdown: [0, 0, 0, 0, 0],
      },
      catalogueCoffeeBags: {
        nodes: [
          { coffeeName: 'Kochere', roasterName: 'Bag Roaster', flavorNotes: ['jasmine'], certifications: [] },
        ],
      },
      moderationRules: [{ name: 'Spam', pattern: 'buy now', action: 'HIDE', active: true }],
    });
    expect((response.data?.adminAnalytics as { series: unknown[] }).series).toHaveLength(3);
  });
});
