import { GraphqlErrorCode, type GraphqlError } from '@crema/contracts/graphql/request';
import type { RpcErrorBody } from '@crema/contracts/common/rpc';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { RpcError } from '../rpc/rpc-error';

const CODE_OF_STATUS: Readonly<Record<number, GraphqlErrorCode>> = {
  400: GraphqlErrorCode.BadUserInput,
  401: GraphqlErrorCode.Unauthenticated,
  403: GraphqlErrorCode.Forbidden,
  404: GraphqlErrorCode.NotFound,
  409: GraphqlErrorCode.Conflict,
  413: GraphqlErrorCode.BadUserInput,
  415: GraphqlErrorCode.BadUserInput,
  429: GraphqlErrorCode.RateLimited,
  503: GraphqlErrorCode.Unavailable,
};

/** The GraphQL extensions of a service's own failure: the same status, code and field errors REST answers. */
export function rpcErrorExtensions(body: RpcErrorBody): Record<string, unknown> {
  return {
    code: CODE_OF_STATUS[body.status] ?? GraphqlErrorCode.Internal,
    status: body.status,
    ...(body.errors ? { fieldErrors: body.errors } : {}),
    ...(body.retryAfterSeconds ? { retryAfterSeconds: body.retryAfterSeconds } : {}),
  };
}

/**
 * A resolver's or the executor's error as it leaves the service: an RpcError keeps its words and
 * status, a GraphQL error of the document (syntax, validation, variables) its message, anything else
 * is logged and answered as "something went wrong": never a stack trace or an internal message.
 */
export function formatSubgraphError(error: GraphQLError, logger: Logger): GraphqlError {
  const path = error.path ? [...error.path] : undefined;
  const original = error.originalError;
  if (original instanceof RpcError) {
    return { message: original.body.message, path, extensions: rpcErrorExtensions(original.body) };
  }
  if (!original || original instanceof GraphQLError) {
    return {
      message: error.message,
      path,
      extensions: { code: error.extensions.code ?? GraphqlErrorCode.BadUserInput },
    };
  }
  logger.error({ err: original, path }, 'unhandled error in a GraphQL resolver');
  return {
    message: 'Something went wrong on our side.',
    path,
    extensions: { code: GraphqlErrorCode.Internal },
  };
}
