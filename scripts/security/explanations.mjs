// Findings we looked at and explain rather than fix: each stays in the summary with its reason
// (docs/security.md §2, "Scanners", says the same). Add one only after reading the finding; an
// explained finding no longer fails the run, so the reason must hold for this exact case.

/** @type {{ scanner: string, category: string, info: RegExp, where?: RegExp, why: string }[]} */
export const EXPLANATIONS = [
  {
    scanner: 'wapiti',
    category: 'HTTP Secure Headers',
    info: /^X-XSS-Protection is not set$/,
    why:
      'deliberately absent: the header drives the XSS auditor of old browsers, which modern ones removed and which ' +
      'could itself be abused; OWASP advises not to set it (or 0). Script injection is stopped by the CSP instead.',
  },
  {
    scanner: 'wapiti',
    category: 'HTTP Secure Headers',
    info: /^Strict-Transport-Security is not set$/,
    why:
      'the scanned instance is plain HTTP on 127.0.0.1, where browsers ignore HSTS; the gateway sends it whenever ' +
      'APP_URL is https (gateway/src/http/request-hooks.ts).',
  },
  {
    scanner: 'wapiti',
    category: 'Secure Flag cookie',
    info: /crema_sid$/,
    why:
      'the scanned instance is plain HTTP; with an https APP_URL the session cookie is Secure and named __Host-crema_sid ' +
      '(gateway/src/sessions/session-cookie.ts).',
  },
  {
    scanner: 'sqlmap',
    category: 'SQL injection (dropped by sqlmap)',
    info: /^looked injectable \((AND |OR |HAVING )?boolean-based blind/,
    where:
      /^(POST \/api\/admin\/coffee-bags|POST \/api\/admin\/roasters|(POST|PATCH) \/api\/admin\/moderation\/rules(\/\{id\})?)$/,
    why:
      'each request creates or renames an administrator record and the answer echoes the stored values (new id, ' +
      "the payload itself), so true and false payloads get different answers whatever the database does; sqlmap's " +
      'own false-positive check then rejected the point, and no other technique found one.',
  },
];
