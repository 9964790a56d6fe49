import { RouteConfig } from '@nestjs/platform-fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @ScopeByOperation(): the route, not the HTTP method, decides which token scope a request needs. */
    scopeByOperation?: boolean;
  }
}

/**
 * /graphql carries queries and mutations alike over POST: the session guard lets any token through
 * and the GraphQL layer asks for `write` only when the operation is a mutation.
 */
export const ScopeByOperation = () => RouteConfig({ scopeByOperation: true });
