/**
 * The URL of `rel="next"` in a `Link` header (RFC 8288), or null when there is no next page.
 * `Link: </api/check-ins?cursor=abc>; rel="next", </api/check-ins>; rel="first"`
 */
export function nextLinkUrl(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const [, url, params = ''] = match;
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (url && relations.includes('next')) return url;
  }
  return null;
}
