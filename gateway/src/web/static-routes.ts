import { stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { PROBLEM_CONTENT_TYPE } from '@crema/contracts/common/problem';
import { tracingEnabled } from '@crema/observability';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { problem } from '../http/problem';
import { injectMeta, type PageMeta } from '../share-previews/page-meta';
import type { SessionCookie } from '../sessions/session-cookie';
import { SpaIndexLoader, spaPage } from './spa-index';

/**
 * Avatar and label keys and built asset names are random or content-hashed: a URL never changes
 * content. Check-in photos are not static: see CheckInPhotosController (ADR 0024).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Served on the gateway's HEALTH_PORT only: readiness names the back ends, metrics the routes and
 * process internals. On the public port they are a plain 404, not the web app's index.html.
 */
const INTERNAL_ONLY_PATHS = ['/readyz', '/metrics'];

const isInternalOnly = (path: string) =>
  INTERNAL_ONLY_PATHS.some((internal) => path === internal || path.startsWith(`${internal}/`));

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/** The file a path names inside the web build, if it is one (never outside the folder). */
async function builtFile(webDist: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = resolve(webDist, `.${decoded}`);
  const inside = relative(webDist, candidate);
  if (inside === '' || inside.startsWith('..') || inside.includes(`..${sep}`)) return undefined;
  // Build metadata (Vite's .vite/manifest.json) is for the build's tools, not for visitors.
  if (inside.split(sep).some((segment) => segment.startsWith('.'))) return undefined;
  return (await isFile(candidate)) ? inside : undefined;
}

/** Link-preview meta of a page path (ADR 0020), or undefined when the page has none. */
export interface PageMetaSource {
  metaFor(path: string): Promise<PageMeta | undefined>;
}

/**
 * `/assets/*` from the web build (cached for a year; `/media/*` is media-route.ts), and
 * every other GET outside `/api` answered by the SPA's index.html (revalidated each time) unless it
 * names a file of the build (favicon, robots.txt); a shared check-in's and a profile's index.html
 * carry their link-preview meta tags. Without a built web app: a clear 503.
 */
export async function registerStaticRoutes(
  fastify: FastifyInstance,
  options: {
    webDistDir: string;
    previews?: PageMetaSource;
    /** Whether a request carries a session cookie (valid or not: it only picks the page's first paint). */
    sessionCookie?: Pick<SessionCookie, 'read'>;
  },
): Promise<void> {
  const webDist = resolve(options.webDistDir);
  const assetsDir = join(webDist, 'assets');
  const spaIndex = new SpaIndexLoader(join(webDist, 'index.html'));

  await fastify.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    index: false,
    cacheControl: false,
    // The web build writes each text asset's .br and .gz beside it (ADR 0035): sent as they are.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => {
      void reply.header('cache-control', path.startsWith(assetsDir + sep) ? IMMUTABLE : REVALIDATE);
    },
  });

  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || isInternalOnly(path)) {
      return reply
        .status(404)
        .type(PROBLEM_CONTENT_TYPE)
        .send(problem(404, `No such route: GET ${path}`, { code: 'not_found' }));
    }
    const index = await spaIndex.load();
    if (!index) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'The Crema web app has not been built: there is no index.html in WEB_DIST_DIR.\n' +
            'Build it with `npm run build -w web` (or point WEB_DIST_DIR at a build), then reload.\n',
        );
    }
    const file = await builtFile(webDist, path);
    if (file && file !== 'index.html') return reply.sendFile(file, webDist);
    // Open Graph and Twitter tags for crawlers that run no JavaScript; meta tags leave the CSP as it is.
    const meta = await options.previews?.metaFor(path);
    const page = spaPage(index, path, {
      hasSessionCookie: Boolean(options.sessionCookie?.read(request)),
      tracing: tracingEnabled(),
    });
    // `/` differs by the session cookie: a cache must not hand a member the visitor's page.
    if (path === '/') void reply.header('vary', 'Cookie');
    return reply
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', page.csp)
      .type('text/html; charset=utf-8')
      .send(meta ? injectMeta(page.html, meta) : page.html);
  });
}
