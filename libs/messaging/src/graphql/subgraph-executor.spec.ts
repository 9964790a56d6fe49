import { GraphqlErrorCode } from '@crema/contracts/graphql/request';
import pino from 'pino';
import { RpcError } from '../rpc/rpc-error';
import { idReference, SubgraphExecutor } from './subgraph-executor';

const SDL = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Query {
    brew(id: ID!): Brew
    brews(first: Int!): [Brew!]!
    viewerName: String
  }
  type Brew @key(fields: "id") {
    id: ID!
    method: String!
    ratio: Float
  }
`;

interface Context {
  viewerName: string | null;
}

function brew(id: number) {
  return { id, method: id % 2 ? 'V60' : 'AeroPress', ratio: 16.5 };
}

function executor() {
  const resolved: number[] = [];
  const logger = pino({ level: 'silent' });
  const subgraph = new SubgraphExecutor<Context>(
    SDL,
    {
      Query: {
        brew: (_root, { id }: { id: string }) => {
          if (id === '404') throw RpcError.notFound('Brew not found');
          if (id === '500') throw new Error('pool exhausted at 10.0.0.7');
          resolved.push(Number(id));
          return brew(Number(id));
        },
        brews: (_root, { first }: { first: number }) =>
          Promise.resolve(Array.from({ length: first }, (_, index) => brew(index + 1))),
        viewerName: (_root, _args, { viewerName }: Context) => viewerName,
      },
      Brew: { __resolveReference: idReference() },
    },
    logger,
  );
  return { subgraph, resolved };
}

const context: Context = { viewerName: 'ana' };

describe('SubgraphExecutor', () => {
  it('answers a query with its variables and the request context', async () => {
    const { subgraph } = executor();
    await expect(
      subgraph.execute(
        {
          query: 'query Q($n: Int!) { brews(first: $n) { id method ratio } viewerName }',
          variables: { n: 2 },
        },
        context,
      ),
    ).resolves.toEqual({
      data: {
        brews: [
          { id: '1', method: 'V60', ratio: 16.5 },
          { id: '2', method: 'AeroPress', ratio: 16.5 },
        ],
        viewerName: 'ana',
      },
    });
  });

  it('resolves entity references for the query planner', async () => {
    const { subgraph } = executor();
    const result = await subgraph.execute(
      {
        query: 'query E($r: [_Any!]!) { _entities(representations: $r) { ... on Brew { id } } }',
        variables: {
          r: [
            { __typename: 'Brew', id: '3' },
            { __typename: 'Brew', id: 'x' },
          ],
        },
      },
      context,
    );
    expect(result).toEqual({ data: { _entities: [{ id: '3' }, null] } });
  });

  it("reads the variables inside a custom scalar's literal, as graphql-js does", async () => {
    const { subgraph } = executor();
    const result = await subgraph.execute(
      {
        query:
          'query E($id: ID!) { _entities(representations: [{ __typename: "Brew", id: $id }]) { ... on Brew { id } } }',
        variables: { id: '4' },
      },
      context,
    );
    expect(result).toEqual({ data: { _entities: [{ id: '4' }] } });
  });

  it('runs the operation the request names, when one document holds several', async () => {
    const { subgraph } = executor();
    const query = 'query A { brew(id: "1") { id } } query B { brew(id: "2") { method } }';
    await expect(subgraph.execute({ query, operationName: 'A' }, context)).resolves.toEqual({
      data: { brew: { id: '1' } },
    });
    await expect(subgraph.execute({ query, operationName: 'B' }, context)).resolves.toEqual({
      data: { brew: { method: 'AeroPress' } },
    });
  });

  it("answers a service's refusal with its status and words, next to the data it could give", async () => {
    const { subgraph } = executor();
    const result = await subgraph.execute(
      { query: '{ missing: brew(id: "404") { id } found: brew(id: "5") { id } }' },
      context,
    );
    expect(result.data).toEqual({ missing: null, found: { id: '5' } });
    expect(result.errors).toMatchObject([
      {
        message: 'Brew not found',
        path: ['missing'],
        extensions: { code: GraphqlErrorCode.NotFound, status: 404 },
      },
    ]);
  });

  it('hides an unexpected failure behind a generic message', async () => {
    const { subgraph } = executor();
    const result = await subgraph.execute({ query: '{ brew(id: "500") { id } }' }, context);
    expect(result.errors).toEqual([
      {
        message: 'Something went wrong on our side.',
        path: ['brew'],
        extensions: { code: GraphqlErrorCode.Internal },
      },
    ]);
    expect(JSON.stringify(result)).not.toContain('10.0.0.7');
  });

  it('refuses an invalid document or missing variables without running a resolver', async () => {
    const { subgraph, resolved } = executor();
    const invalid = await subgraph.execute({ query: '{ brew(id: "1") { grind } }' }, context);
    const missing = await subgraph.execute({ query: 'query Q($id: ID!) { brew(id: $id) { id } }' }, context);
    const unknown = await subgraph.execute(
      { query: '{ brew(id: "1") { id } }', operationName: 'Nope' },
      context,
    );
    for (const result of [invalid, missing, unknown]) {
      expect(result.data ?? null).toBeNull();
      expect(result.errors).toEqual([
        expect.objectContaining({ extensions: { code: GraphqlErrorCode.BadUserInput } }),
      ]);
    }
    expect(resolved).toEqual([]);
  });

  it('keeps a compiled document for the next request with other variables', async () => {
    const { subgraph, resolved } = executor();
    const query = 'query Q($id: ID!) { brew(id: $id) { id } }';
    await subgraph.execute({ query, variables: { id: '7' } }, context);
    await expect(subgraph.execute({ query, variables: { id: '8' } }, context)).resolves.toEqual({
      data: { brew: { id: '8' } },
    });
    expect(resolved).toEqual([7, 8]);
  });
});
