/**
 * The CSP fits the built SPA: scripts and styles from the same origin (plus the hashes of the
 * index page's inline scripts, see web/spa-index.ts; Radix sets style attributes), images also
 * from data:/blob: URLs (avatar previews), no framing, no plugins.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
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
