import { RouteConfig } from '@nestjs/platform-fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @ChangesState(): the request hooks give the route the cross-site check of unsafe methods. */
    changesState?: boolean;
  }
}

/**
 * Marks a GET route that changes state (SPEC §7 fixes its method, e.g. /api/admin/init): the
 * session cookie rides along on a top-level navigation from any site, so the route gets the
 * cross-site check of POST, PUT, PATCH and DELETE, stricter still (ADR 0003).
 */
export const ChangesState = () => RouteConfig({ changesState: true });
