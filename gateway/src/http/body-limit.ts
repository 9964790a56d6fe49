import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * In a route's @RouteConfig(): it reads at most this many bytes of body (413 beyond), below the
     * gateway's general JSON limit, for public routes whose bodies are small by construction.
     */
    bodyLimit?: number;
  }
}

/**
 * Nest has no route option for a body limit, so it rides in the route's config: this moves it
 * where Fastify reads it, for the routes declared after this call (Nest registers its routes at init).
 */
export function installRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = route.config?.bodyLimit;
    if (limit !== undefined) route.bodyLimit = limit;
  });
}
