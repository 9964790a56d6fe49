/**
 * Which styles a page may add besides same-origin stylesheets: `<style>` elements carrying the
 * response's nonce (Radix's scroll lock adds one), or, on the API explorer's page only, any inline
 * style (its Monaco editor adds `<style>` elements that carry no nonce). Style attributes set from
 * script (React's `style` prop) go through the CSSOM, which style-src does not govern.
 */
export type InlineStyles = { nonce: string } | 'any';

/**
 * The CSP fits the built SPA: scripts and styles from the same origin (plus the hashes of the
 * index page's inline scripts, see web/spa-index.ts, and the inline styles a page is allowed),
 * images also from data:/blob: URLs (avatar previews), no framing, no plugins.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  inlineStyles?: InlineStyles,
): string {
  const styles =
    inlineStyles === 'any' ? " 'unsafe-inline'" : inlineStyles ? ` 'nonce-${inlineStyles.nonce}'` : '';
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    `style-src 'self'${styles}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers every response carries unless a route set its own value. The app itself may ask for the
 * position ("use my location", the nearby filter); nothing else may, and no page uses camera or microphone.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
};

/** Over HTTPS, browsers are told to use nothing else for a year (subdomains included). */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';
