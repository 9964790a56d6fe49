import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @BodyLimit(): the route reads at most this many bytes of body (413 beyond). */
    bodyLimit?: number;
  }
}

/**
 * A body limit of one route, below the gateway's general JSON limit: for public routes whose
 * bodies are small by construction. Nest has no route option for it, so it rides in the route's
 * config and installRouteBodyLimits moves it where Fastify reads it.
 */
export const BodyLimit = (bytes: number) => RouteConfig({ bodyLimit: bytes });

/** Applies @BodyLimit() to the routes declared after this call (Nest registers its routes at init). */
export function installRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = route.config?.bodyLimit;
    if (limit !== undefined) route.bodyLimit = limit;
  });
}
