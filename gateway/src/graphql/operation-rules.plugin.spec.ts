import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { rootFieldNames } from './operation-rules.plugin';

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
