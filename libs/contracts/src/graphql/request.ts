import { z } from 'zod';

/** The longest query text accepted (the gateway's token limit refuses big documents earlier). */
export const GRAPHQL_QUERY_MAX_LENGTH = 100_000;

/** A GraphQL request as the gateway's query planner sends it to a subgraph. */
export const graphqlRequestSchema = z.object({
  query: z.string().min(1).max(GRAPHQL_QUERY_MAX_LENGTH),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
});
export type GraphqlRequest = z.output<typeof graphqlRequestSchema>;

/** A GraphQL error as a subgraph answers it: never a stack trace, always a machine-readable code. */
export const graphqlErrorSchema = z.object({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});
export type GraphqlError = z.infer<typeof graphqlErrorSchema>;

export const graphqlResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(graphqlErrorSchema).optional(),
});
export type GraphqlResponse = z.infer<typeof graphqlResponseSchema>;

/** `extensions.code` of the errors a subgraph or the gateway answers (Apollo's names where they exist). */
export const GraphqlErrorCode = {
  BadUserInput: 'BAD_USER_INPUT',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  Unavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL_SERVER_ERROR',
} as const;
export type GraphqlErrorCode = (typeof GraphqlErrorCode)[keyof typeof GraphqlErrorCode];
