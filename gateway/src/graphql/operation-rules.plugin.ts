import {
  HeaderMap,
  type ApolloServerPlugin,
  type GraphQLRequestContextDidResolveOperation,
} from '@apollo/server';
import { GraphqlErrorCode } from '@crema/contracts/graphql/request';
import { scopesAllow } from '@crema/contracts/identity/access-tokens';
import { GraphQLError, Kind, OperationTypeNode, type DocumentNode, type SelectionSetNode } from 'graphql';
import { ProblemException } from '../http/problem.exception';
import {
  COMMENT_LIMIT,
  CREATE_CHECK_IN_LIMIT,
  FOLLOW_LIMIT,
  type ActionLimit,
} from '../rate-limit/rate-limit.rules';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { GraphqlContext } from './graphql-context';

/** Mutations counted under the same per-person limits as their REST routes. */
const MUTATION_LIMITS: Readonly<Record<string, ActionLimit>> = {
  createCheckIn: CREATE_CHECK_IN_LIMIT,
  addComment: COMMENT_LIMIT,
  follow: FOLLOW_LIMIT,
  unfollow: FOLLOW_LIMIT,
};

/** The root fields an operation selects, once per occurrence (aliases and fragments included). */
export function rootFieldNames(selectionSet: SelectionSetNode, document: DocumentNode): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(selection.selectionSet, document);
    const fragment = document.definitions.find(
      (definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION
      ? rootFieldNames(fragment.selectionSet, document)
      : [];
  });
}

/**
 * The gateway's rules of an operation once it is known to be a query or a mutation: a personal
 * access token needs the `read` scope to query and the `write` scope to mutate (403, as on REST:
 * a write-only token reads nothing), and each mutation is counted
 * under its REST route's per-person limit (429 with Retry-After).
 */
export function operationRulesPlugin(limiter: RateLimiter): ApolloServerPlugin<GraphqlContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: async ({
          operation,
          document,
          contextValue,
        }: GraphQLRequestContextDidResolveOperation<GraphqlContext>) => {
          if (!operation) return;
          const mutates = operation.operation === OperationTypeNode.MUTATION;
          const token = contextValue.accessToken;
          if (token && !scopesAllow(token.scopes, mutates)) {
            const needed = mutates ? 'write' : 'read';
            throw new GraphQLError(`This token lacks the ${needed} scope.`, {
              extensions: {
                code: GraphqlErrorCode.Forbidden,
                http: {
                  status: 403,
                  headers: new HeaderMap([
                    ['www-authenticate', `Bearer error="insufficient_scope", scope="${needed}"`],
                  ]),
                },
              },
            });
          }
          if (!mutates) return;
          const actor = contextValue.actor;
          if (!actor) return;
          for (const field of rootFieldNames(operation.selectionSet, document)) {
            const limit = MUTATION_LIMITS[field];
            if (limit) await enforce(limiter, limit, actor);
          }
        },
      }),
  };
}

async function enforce(
  limiter: RateLimiter,
  limit: ActionLimit,
  actor: NonNullable<GraphqlContext['actor']>,
) {
  try {
    await limiter.enforceFor(limit, actor);
  } catch (error) {
    if (!(error instanceof ProblemException)) throw error;
    throw new GraphQLError(error.problem.detail ?? limit.exceeded, {
      extensions: {
        code: GraphqlErrorCode.RateLimited,
        http: { status: error.problem.status, headers: new HeaderMap(Object.entries(error.headers)) },
      },
    });
  }
}
