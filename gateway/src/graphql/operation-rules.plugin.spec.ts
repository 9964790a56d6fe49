import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { mutationReads, rootFieldNames } from './operation-rules.plugin';

describe('rootFieldNames', () => {
  it('lists every root field once per occurrence, through aliases and fragments', () => {
    const document = parse(`
      mutation {
        a: addComment(checkInId: 1, body: "x") { id }
        b: addComment(checkInId: 1, body: "y") { id }
        ... on Mutation { follow(username: "maya") { id } }
        ...more
      }
      fragment more on Mutation { createCheckIn(input: {}) { id } }
    `);
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    expect(rootFieldNames(operation!.selectionSet, document)).toEqual([
      'addComment',
      'addComment',
      'follow',
      'createCheckIn',
    ]);
  });
});

describe('mutationReads', () => {
  const selectionOf = (source: string) => {
    const document = parse(source);
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    return mutationReads(operation!.selectionSet, document);
  };

  it('lets a mutation select the ids of what it changed, through fragments', () => {
    expect(selectionOf('mutation { likeCheckIn(id: "1") { id __typename } }')).toBe(false);
    expect(selectionOf('mutation { a: unfollow(username: "maya") { ... on User { id } } }')).toBe(false);
    expect(selectionOf('mutation { deleteComment(id: "3") }')).toBe(false);
  });

  it('counts any other field of a result as a read, at any depth and through fragments', () => {
    expect(selectionOf('mutation { likeCheckIn(id: "1") { id notes } }')).toBe(true);
    expect(selectionOf('mutation { unlikeCheckIn(id: "1") { author { id } } }')).toBe(true);
    expect(
      selectionOf(
        'mutation { follow(username: "maya") { ...more } } fragment more on User { checkIns { nodes { id } } }',
      ),
    ).toBe(true);
  });
});
