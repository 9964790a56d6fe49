import { buildSchema, parse, validate } from 'graphql';
import { listCostRule } from './list-cost.rule';

const schema = buildSchema(`
  type Query { feed(first: Int = 20): Page! me: User }
  type Page { nodes: [Item!]! }
  type Item { id: ID! comments(first: Int = 20): Page! author: User! }
  type User { id: ID! name: String }
`);

function errorsOf(query: string, maxCost: number): string[] {
  return validate(schema, parse(query), [listCostRule(maxCost)]).map((error) => error.message);
}

describe('listCostRule', () => {
  it('counts a connection’s selection once per item it may return', () => {
    // feed 1 + 10 × (nodes 1 + id 1 + author 1 + name 1) = 41
    expect(errorsOf('{ feed(first: 10) { nodes { id author { name } } } }', 41)).toEqual([]);
    expect(errorsOf('{ feed(first: 10) { nodes { id author { name } } } }', 40)).toEqual([
      expect.stringContaining('up to 41 objects and values; the limit is 40') as unknown,
    ]);
  });

  it('multiplies nested lists, takes the default without `first` and the cap for a variable', () => {
    const nested = (first: string) =>
      `query($n: Int) { feed${first} { nodes { comments(first: 50) { nodes { id } } } } }`;
    // feed 1 + k × (nodes 1 + comments 1 + 50 × (nodes 1 + id 1))
    const cost = (k: number) => 1 + k * (1 + 1 + 50 * 2);
    expect(errorsOf(nested(''), cost(20))).toEqual([]);
    expect(errorsOf(nested(''), cost(20) - 1)).toHaveLength(1);
    expect(errorsOf(nested('(first: $n)'), cost(50))).toEqual([]);
    expect(errorsOf(nested('(first: $n)'), cost(50) - 1)).toHaveLength(1);
    expect(errorsOf(nested('(first: 5000)'), cost(50))).toEqual([]);
  });

  it('follows fragments without looping on a cycle', () => {
    const query = `{ feed(first: 2) { ...page } } fragment page on Page { nodes { ... on Item { id } } }`;
    // feed 1 + 2 × (nodes 1 + id 1)
    expect(errorsOf(query, 5)).toEqual([]);
    expect(errorsOf(query, 4)).toHaveLength(1);
    const cyclic = `{ me { ...a } } fragment a on User { ...b } fragment b on User { ...a id }`;
    expect(() => errorsOf(cyclic, 100)).not.toThrow();
  });
});
