import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { contentSecurityPolicy } from '../http/security-headers';

export interface SpaIndex {
  html: string;
  /** Hashes of the page's inline scripts (e.g. the theme set before first paint), for its CSP. */
  scriptHashes: string[];
}

/** One answer of index.html: the page carrying its style nonce, and the CSP naming that nonce. */
export interface SpaPage {
  html: string;
  csp: string;
}

/** The name of the meta tag the web app reads the style nonce from (web/src/lib/csp-nonce.ts). */
export const CSP_NONCE_META = 'csp-nonce';

/**
 * The name of the meta tag that tells the web app the gateway exports traces, so it records and
 * sends its own span of each API request (web/src/lib/browser-spans.ts, ADR 0029).
 */
export const TRACING_META = 'crema-tracing';

/** The API explorer's page, whose editor adds `<style>` elements without a nonce. */
const ANY_INLINE_STYLE_PATHS = new Set(['/developers', '/developers/']);

/**
 * The visitor's `/`, prerendered into index.html by the web build between these markers (web
 * vite.config.ts, ADR 0025): it paints before the app's JavaScript runs, which then replaces it.
 */
const VISITOR_SHELL = /<!--visitor-shell-->[\s\S]*?<!--\/visitor-shell-->/;

/**
 * The page for one request: a fresh nonce in a meta tag and in the CSP, so only `<style>` elements
 * the app itself adds are applied, never markup an attacker managed to inject. The prerendered
 * visitor's `/` only where it is what the app will show: on `/`, to a request without a session
 * cookie (a member would see the landing flash before the feed). With `tracing`, a meta tag that
 * turns on the app's span recording.
 */
export function spaPage(
  index: SpaIndex,
  path: string,
  { hasSessionCookie = false, tracing = false } = {},
): SpaPage {
  const shown = path === '/' && !hasSessionCookie ? index.html : index.html.replace(VISITOR_SHELL, '');
  const html = tracing ? withHeadMeta(shown, TRACING_META, 'on') : shown;
  if (ANY_INLINE_STYLE_PATHS.has(path)) {
    return { html, csp: contentSecurityPolicy(index.scriptHashes, 'any') };
  }
  const nonce = randomBytes(16).toString('base64');
  return {
    html: withHeadMeta(html, CSP_NONCE_META, nonce),
    csp: contentSecurityPolicy(index.scriptHashes, { nonce }),
  };
}

/** The page with `<meta name content>` first in its head (both values are ours, never the request's). */
function withHeadMeta(html: string, name: string, content: string): string {
  return html.replace(/<head>/i, `<head>\n    <meta name="${name}" content="${content}" />`);
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions (`sha256-…`) of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}`,
  );
}

/** Reads the SPA's index.html, re-reading it only when the file changes (a new web build). */
export class SpaIndexLoader {
  private cached: { mtimeMs: number; index: SpaIndex } | undefined;

  constructor(private readonly path: string) {}

  /** The page, or undefined when the web app has not been built. */
  async load(): Promise<SpaIndex | undefined> {
    const stats = await stat(this.path).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    if (this.cached?.mtimeMs !== stats.mtimeMs) {
      const html = await readFile(this.path, 'utf8');
      this.cached = {
        mtimeMs: stats.mtimeMs,
        index: { html, scriptHashes: inlineScriptHashes(html) },
      };
    }
    return this.cached.index;
  }
}
