// Turns the gateway's OpenAPI document (GET /api/openapi.json, built from its route table) and the
// ids of the scan's seeded content into what the scanners send: one sqlmap target per route with a
// query, path or body parameter, and the GET URLs and web pages wapiti starts from. Pure (no I/O),
// so the choice of routes and values is unit-tested.

/** Routes no scanner is pointed at, and why (shown in the summary). */
export const SKIPPED_ROUTES = {
  // An open event stream never ends: every probe would wait for its timeout.
  'get /api/notifications/stream':
    'an event stream that never ends (its Last-Event-ID is covered by the e2e tests)',
};

/**
 * Routes that start or end the caller's session: scanned as a guest, so the scanners stay signed in
 * (registering while signed in replaces the session, as it must against session fixation).
 */
export const AS_GUEST = new Set([
  'post /api/login',
  'post /api/register',
  'post /api/logout',
  'post /api/reset-password',
]);

/** The slice the short mode (npm test) scans with sqlmap: search, the feeds and the check-in routes. */
export const SHORT_SQLMAP_ROUTES = [
  'get /api/search',
  'get /api/check-ins',
  'get /api/users/{username}/check-ins',
  'get /api/check-ins/{id}/comments',
  'post /api/check-ins/{id}/comments',
  'patch /api/check-ins/{id}',
];

/** The web app's pages (web/src/config/paths.ts) and the pages the gateway renders itself (share previews). */
export function webPages(ids) {
  return [
    '/',
    '/auth',
    '/auth?tab=register',
    '/forgot-password',
    '/reset-password?token=scan-token',
    '/confirm-email?token=scan-token',
    '/unsubscribe?token=scan-token',
    `/search?q=${encodeURIComponent(ids.coffeeName)}`,
    `/users/${encodeURIComponent(ids.friendUsername)}`,
    `/shared/${ids.checkInId}`,
    `/coffees/${ids.coffeeId}`,
    `/roasters/${encodeURIComponent(ids.roasterId)}`,
    `/cafes/${ids.cafeId}`,
    '/profile',
    '/friends',
    '/settings',
    '/badges',
    '/recommendations',
    '/notifications',
    '/admin',
    '/developers',
  ];
}

/** The pages the short mode gives wapiti: the landing page, the two link previews (server-rendered) and search. */
export function shortWebPages(ids) {
  return [
    '/',
    `/shared/${ids.checkInId}`,
    `/users/${encodeURIComponent(ids.friendUsername)}`,
    `/search?q=${encodeURIComponent(ids.coffeeName)}`,
  ];
}

/** The short mode's wapiti API URLs: the same routes as its sqlmap slice, GETs only. */
export const SHORT_WAPITI_ROUTES = SHORT_SQLMAP_ROUTES.filter((key) => key.startsWith('get '));

// Which seeded id a path parameter names, by the path it sits in (first match wins).
const ID_BY_PREFIX = [
  ['/api/user/tokens/', 'tokenId'],
  ['/api/user/sessions/', 'sessionId'],
  ['/api/admin/users/', 'victimId'],
  ['/api/users/', 'friendId'],
  ['/api/admin/check-ins/', 'checkInId'],
  ['/api/check-ins/', 'checkInId'],
  ['/api/shared-check-in/', 'checkInId'],
  ['/api/coffees/', 'coffeeId'],
  ['/api/roasters/', 'roasterId'],
  ['/api/cafes/', 'cafeId'],
  ['/api/admin/moderation/reports/', 'reportId'],
  ['/api/admin/moderation/rules/', 'ruleId'],
  ['/api/admin/roasters/', 'adminRoasterId'],
  ['/api/admin/coffee-bags/', 'coffeeBagId'],
];
const ID_BY_NAME = { commentId: 'commentId', username: 'friendUsername', key: 'settingKey' };
// Routes that need someone else's content: nobody may report their own check-in, and the
// administrator's deletion then takes the friend's (the scanner's own is deleted by its owner route).
const ID_BY_PATH = {
  '/api/check-ins/{id}/report': 'friendCheckInId',
  '/api/admin/check-ins/{id}': 'friendCheckInId',
  '/api/admin/check-ins/{id}/reassign': 'friendCheckInId',
};

/** The seeded value of a path parameter, or undefined when the scan seeds nothing for it. */
export function pathValue(path, name, ids) {
  const key =
    ID_BY_NAME[name] ?? ID_BY_PATH[path] ?? ID_BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1];
  const value = key === undefined ? undefined : ids[key];
  return value === undefined ? undefined : String(value);
}

// Values chosen by field name: realistic, and never a credential that would make a destructive
// route (account deletion, e-mail change) succeed on its original request.
const VALUE_BY_NAME = {
  email: 'scan.probe@scan.test',
  newEmail: 'scan.new@scan.test',
  password: 'not-the-password-1',
  currentPassword: 'not-the-password-1',
  newPassword: 'another-password-1',
  confirmPassword: 'another-password-1',
  username: 'scan_probe',
  query: 'Scan',
  q: 'Scan',
  lat: 48.85,
  lng: 2.35,
  latitude: 48.85,
  longitude: 2.35,
  limit: 10,
  // Opaque: any made-up cursor is a 400, and sqlmap learns nothing comparing one 400 with another.
  cursor: undefined,
  content: 'A scanner comment',
  reason: 'Scanner report reason',
  website: 'https://scan.test/',
  // Checked by refinements the JSON Schema cannot show.
  brewTime: '03:30',
};

const STRING_CANDIDATES = ['scan', 'a'.repeat(43), '/media/scan.webp', 'https://scan.test/', '2026-01-01'];

function nonNullBranch(schema) {
  const branches = schema.anyOf ?? schema.oneOf;
  return branches?.find((branch) => branch.type !== 'null') ?? branches?.[0];
}

function sampleString(schema) {
  // A month ahead: expiry dates must lie in the future and within a year.
  if (schema.format === 'date-time') return new Date(Date.now() + 30 * 86_400_000).toISOString();
  if (schema.format === 'date') return '2026-01-01';
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  let value = (pattern && STRING_CANDIDATES.find((candidate) => pattern.test(candidate))) ?? 'scan';
  if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
  if (schema.maxLength && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
  return value;
}

/** A plausible valid value for a JSON Schema (as zod's toJSONSchema writes them); undefined to omit. */
export function sampleValue(schema, name) {
  if (!schema || schema.not) return undefined;
  if (name !== undefined && name in VALUE_BY_NAME) return VALUE_BY_NAME[name];
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf || schema.oneOf) return sampleValue(nonNullBranch(schema), name);
  switch (schema.type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array': {
      const item = sampleValue(schema.items);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'object': {
      const object = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const value = sampleValue(property, key);
        if (value !== undefined) object[key] = value;
      }
      return object;
    }
    default:
      return 'scan';
  }
}

/**
 * Bodies that need the seeded people to succeed: the login route with real credentials, the
 * settings route renaming the scanner to its own name (any other is taken or changes who scans).
 */
function bodyOverrides(ids) {
  return {
    'post /api/login': ids.login,
    'patch /api/user/settings': { username: ids.adminUsername },
    // Reassigning the friend's check-in to the friend: a no-op, so it stays someone else's to report.
    'patch /api/admin/check-ins/{id}/reassign': { newUserId: ids.friendId },
  };
}

/** Every operation of the document: `{ key, method, path, parameters, body }` (body: content type and schema). */
export function operations(document) {
  const list = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content ?? {};
      const [contentType] = Object.keys(content);
      list.push({
        key: `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: contentType ? { contentType, schema: content[contentType].schema } : undefined,
      });
    }
  }
  return list;
}

const METHOD_ORDER = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
/** Deletions of what other routes hang on, in this order after every other deletion. */
const DELETED_LAST = [
  'delete /api/check-ins/{id}',
  'delete /api/admin/check-ins/{id}',
  'delete /api/admin/users/{id}',
  'delete /api/user/account',
];

/**
 * Reads before writes, deletions last (sub-resources before what holds them, the victim account
 * at the very end), so a deletion's original request cannot empty the routes still to be scanned.
 */
function scanOrder(a, b) {
  const byMethod = METHOD_ORDER[a.method] - METHOD_ORDER[b.method];
  if (byMethod !== 0) return byMethod;
  if (a.method === 'DELETE') {
    const rank = (operation) => DELETED_LAST.indexOf(operation.key);
    return rank(a) - rank(b) || b.path.length - a.path.length || a.path.localeCompare(b.path);
  }
  return a.path.localeCompare(b.path);
}

/** The path with each `{name}` replaced by its seeded value (URL-encoded), plus `marker` when given. */
function fillPath(operation, ids, marker, unresolved) {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name) => {
    let value = pathValue(operation.path, name, ids);
    if (value === undefined) {
      unresolved.push(`${operation.key} {${name}}`);
      value = '1';
    }
    return `${encodeURIComponent(value)}${marker}`;
  });
}

/** `[name, value]` of the query parameters given a value (an opaque cursor is left out). */
function queryValues(operation) {
  return operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => [parameter.name, sampleValue(parameter.schema, parameter.name)])
    .filter(([, value]) => value !== undefined);
}

function queryString(operation, marker) {
  return queryValues(operation)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}${marker}`)
    .join('&');
}

/**
 * One sqlmap target per route with a parameter: `{ key, method, url, data, contentType, parameters }`.
 * Path and query values carry sqlmap's `*` marker (with a marker anywhere, sqlmap tests only marked
 * places, so form values are marked too); JSON bodies are left unmarked, since sqlmap marks every JSON
 * value itself. Multipart bodies are files: only their route's path parameters are tested.
 * `parameters` names what is marked, in the order sqlmap numbers URI markers (#1*, #2*, …).
 */
export function sqlmapTargets(document, ids, { baseUrl, only } = {}) {
  const unresolved = [];
  const targets = [];
  const skipped = [];
  for (const operation of operations(document).sort(scanOrder)) {
    if (SKIPPED_ROUTES[operation.key]) {
      skipped.push({ key: operation.key, why: SKIPPED_ROUTES[operation.key] });
      continue;
    }
    if (only && !only.includes(operation.key)) continue;
    const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name);
    const queryNames = queryValues(operation).map(([name]) => name);
    const { body } = operation;
    const json =
      body?.contentType === 'application/json'
        ? { ...sampleValue(body.schema), ...bodyOverrides(ids)[operation.key] }
        : undefined;
    const form =
      body?.contentType === 'application/x-www-form-urlencoded' ? sampleValue(body.schema) : undefined;
    const bodyNames = Object.keys(json ?? form ?? {});
    if (pathNames.length + queryNames.length + bodyNames.length === 0) continue;
    const query = queryString(operation, '*');
    const url = `${baseUrl ?? ''}${fillPath(operation, ids, '*', unresolved)}${query ? `?${query}` : ''}`;
    let data;
    // A body-less POST (a like, a follow): sqlmap would send an empty form, which the JSON API
    // refuses with 415 before the route runs; an empty JSON object is what the web app sends.
    if (!body && ['POST', 'PUT', 'PATCH'].includes(operation.method)) data = '{}';
    if (json !== undefined) data = JSON.stringify(json);
    if (form !== undefined) {
      data = Object.entries(form)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}*`)
        .join('&');
    }
    targets.push({
      key: operation.key,
      method: operation.method,
      url,
      data,
      contentType: data === undefined ? undefined : (body?.contentType ?? 'application/json'),
      asGuest: AS_GUEST.has(operation.key),
      // Below level 4 sqlmap skips a parameter whose name contains "token" or "csrf", taking it for an
      // anti-CSRF token; Crema's tokens are one-time secrets looked up in the database: test them.
      ...(bodyNames.some((name) => /token|csrf|xsrf/i.test(name)) ? { minLevel: 4 } : {}),
      parameters: [...pathNames, ...queryNames, ...bodyNames],
    });
  }
  return { targets, skipped, unresolved };
}

/** wapiti's start URLs for the API: every GET route, its path ids and query values filled in. */
export function wapitiApiUrls(document, ids, { baseUrl, only } = {}) {
  const unresolved = [];
  const urls = [];
  for (const operation of operations(document)) {
    if (operation.method !== 'GET' || SKIPPED_ROUTES[operation.key]) continue;
    if (only && !only.includes(operation.key)) continue;
    const query = queryString(operation, '');
    urls.push(`${baseUrl}${fillPath(operation, ids, '', unresolved)}${query ? `?${query}` : ''}`);
  }
  return { urls, unresolved };
}
