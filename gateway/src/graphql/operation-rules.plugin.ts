import {
  HeaderMap,
  type ApolloServerPlugin,
  type GraphQLRequestContextDidResolveOperation,
} from '@apollo/server';
import { GraphqlErrorCode } from '@crema/contracts/graphql/request';
import { scopesAllow, type AccessTokenScope } from '@crema/contracts/identity/access-tokens';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FieldNode,
  type SelectionSetNode,
} from 'graphql';
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

/** The fields a selection set selects, once per occurrence, with its fragments spread in place. */
function selectedFields(selectionSet: SelectionSetNode, document: DocumentNode): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectedFields(selection.selectionSet, document);
    const fragment = document.definitions.find(
      (definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION
      ? selectedFields(fragment.selectionSet, document)
      : [];
  });
}

/** The root fields an operation selects, once per occurrence (aliases and fragments included). */
export function rootFieldNames(selectionSet: SelectionSetNode, document: DocumentNode): string[] {
  return selectedFields(selectionSet, document).map((field) => field.name.value);
}

/** What a mutation may select from its results without the `read` scope: acting, not reading. */
const UNREAD_FIELDS: ReadonlySet<string> = new Set(['id', '__typename']);

/**
 * Whether a mutation reads more than the ids of what it changed. Its results are ordinary graph
 * types, whose fields lead on (`author { followers { checkIns … } }`), so anything else is a read.
 */
export function mutationReads(selectionSet: SelectionSetNode, document: DocumentNode): boolean {
  return selectedFields(selectionSet, document).some(
    (root) =>
      root.selectionSet !== undefined &&
      selectedFields(root.selectionSet, document).some(
        (field) => field.selectionSet !== undefined || !UNREAD_FIELDS.has(field.name.value),
      ),
  );
}

/**
 * The gateway's rules of an operation once it is known to be a query or a mutation: a personal
 * access token needs the `read` scope to query and the `write` scope to mutate (403, as on REST:
 * a write-only token reads nothing, so its mutations select only `id` and `__typename` of their
 * results), and each mutation is counted under its REST route's per-person limit (429 with
 * Retry-After).
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
          const needed = token && missingScope(token.scopes, mutates, operation.selectionSet, document);
          if (needed) throw insufficientScope(needed, mutates);
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

/** The scope a token lacks for an operation, if any. */
function missingScope(
  scopes: readonly AccessTokenScope[],
  mutates: boolean,
  selectionSet: SelectionSetNode,
  document: DocumentNode,
): AccessTokenScope | null {
  if (!scopesAllow(scopes, mutates)) return mutates ? 'write' : 'read';
  if (mutates && !scopesAllow(scopes, false) && mutationReads(selectionSet, document)) return 'read';
  return null;
}

function insufficientScope(needed: AccessTokenScope, mutates: boolean): GraphQLError {
  const message =
    mutates && needed === 'read'
      ? 'This token lacks the read scope: a mutation may select only id and __typename of its results.'
      : `This token lacks the ${needed} scope.`;
  return new GraphQLError(message, {
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
