import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { contentSecurityPolicy } from '../http/security-headers';

export interface SpaIndex {
  html: string;
  /** The CSP allowing exactly the page's inline scripts (e.g. the theme set before first paint). */
  csp: string;
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
        index: { html, csp: contentSecurityPolicy(inlineScriptHashes(html)) },
      };
    }
    return this.cached.index;
  }
}
