import { SUPERGRAPH_SDL } from '@crema/contracts/graphql/supergraph.generated';
import { buildSchema, parse, validate } from 'graphql';
import { GRAPHQL_EXAMPLES } from './graphql-examples';

describe('the GraphQL examples of /developers', () => {
  // The supergraph holds every field the gateway serves; the join directives are ignored here.
  const schema = buildSchema(SUPERGRAPH_SDL, { assumeValidSDL: true });

  it('refuses a field the graph does not have (the check is not vacuous)', () => {
    expect(validate(schema, parse('{ me { password } }'))).toHaveLength(1);
  });

  it.each(GRAPHQL_EXAMPLES.map((example) => [example.id, example] as const))(
    '%s is valid against the composed schema, with JSON variables',
    (_id, example) => {
      expect(validate(schema, parse(example.query)).map((error) => error.message)).toEqual([]);
      if (example.variables) expect(() => JSON.parse(example.variables ?? '') as unknown).not.toThrow();
    },
  );
});
