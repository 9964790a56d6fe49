import fc from 'fast-check';
import { z } from 'zod';
import { FEATURE_MODULES } from '../../../gateway/src/app.module';
import { declaredRoutes } from '../../../gateway/src/http/declared-routes';
import { API_ROUTES, type ApiRoute } from '../../../gateway/src/openapi/api-routes';
import { adminClient } from '../support/admin';
import { checkInBody, createCheckIn, eventually } from '../support/check-ins';
import { sql } from '../support/database';
import { ApiClient, type ApiResponse } from '../support/http';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from '../support/system';
import { newUser, signedUpClient } from '../support/users';
import { checkInToMultipartFields } from '@crema/contracts/checkins/multipart';

/**
 * Issue 13, item 2: hostile input on every body, query string, path parameter and multipart field
 * of every /api route (the OpenAPI table, which route-coverage.spec.ts proves equal to the declared
 * routes). Never a 5xx; every 4xx is problem+json; a batch answered only 4xx leaves every table's
 * row count unchanged. Random per run: FUZZ_SEED=<seed> replays one.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 12);

/** Routes that start or end the caller's session: sent as a guest, so the fuzzer stays signed in. */
const AS_GUEST = new Set(['post /api/login', 'post /api/register', 'post /api/logout']);

/** Open streams never end: its only input, Last-Event-ID, is covered by notifications.e2e-spec.ts. */
const SKIPPED = new Set(['get /api/notifications/stream']);

/** The gateway's JSON body limit (gateway/src/main.ts). */
const GATEWAY_JSON_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Sends one case. The gateway answers a body declared over its limit with 413 and `Connection: close`
 * before reading it (Fastify: the client would send it anyway), so a client still writing such a
 * body can meet the closed connection (EPIPE, ECONNRESET) before the answer: on a busy machine it
 * sometimes does. That body counts as the 413 it was answered with; any other failure to get an
 * answer fails the test.
 */
async function sendCase(
  client: ApiClient,
  method: string,
  fuzz: { path: string; body?: string | FormData; contentType?: string },
): Promise<ApiResponse | { status: 413; refusedWhileSending: true }> {
  try {
    return await client.request(method, fuzz.path, {
      ...(fuzz.body !== undefined ? { body: fuzz.body } : {}),
      headers: fuzz.contentType ? { 'content-type': fuzz.contentType } : {},
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    const oversized =
      typeof fuzz.body === 'string' && Buffer.byteLength(fuzz.body) > GATEWAY_JSON_BODY_LIMIT_BYTES;
    if (oversized && (code === 'EPIPE' || code === 'ECONNRESET'))
      return { status: 413, refusedWhileSending: true };
    throw error;
  }
}

// --- what hostile input looks like ------------------------------------------------------------------

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const edgeCases = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301\u0301\u0301',
  '𝓬𝓻𝓮𝓶𝓪',
  '../../etc/passwd',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
);
const hugeString = fc.constantFrom(
  'a'.repeat(10_000),
  'é'.repeat(10_000),
  '\u0000'.repeat(10_000),
  '𝓬'.repeat(10_000),
);
/** Short hostile text: what fits a URL (Node refuses a request line and headers over 16 KiB with 431). */
const shortHostile: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: loneSurrogate, maxLength: 5 }),
  edgeCases,
  fc.constantFrom('a'.repeat(1_000), '𝓬'.repeat(60)),
);
const hostileString: fc.Arbitrary<string> = fc.oneof(shortHostile, hugeString);
const pollutingKey = fc.constantFrom('__proto__', 'constructor', 'prototype');

/** An object whose keys may be `__proto__` & co. as own properties (JSON.stringify writes them). */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, -0, 1e308, true, false, null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(fc.oneof(pollutingKey, hostileString), tie('value')), { maxLength: 4 }).map(objectOf),
    fc.constantFrom(
      nested(2_000),
      Array.from({ length: 100_000 }, () => 0),
      objectOf([['__proto__', { isAdmin: true }]]),
    ),
  ),
}));

/** The field names of an object schema (through optional, default, pipe…), or none. */
function keysOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let step = 0; step < 5 && current; step += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault
    )
      current = current.unwrap();
    else if (current instanceof z.ZodPipe) current = current.in;
    else return [];
  }
  return [];
}

/** A JSON body: the route's own fields with hostile values (plus a polluting key), anything else, or broken JSON. */
function jsonBody(keys: string[]): fc.Arbitrary<{ text: string }> {
  const shaped = fc
    .tuple(
      fc.array(fc.tuple(keys.length ? fc.constantFrom(...keys) : hostileString, hostileValue), {
        maxLength: 6,
      }),
      fc.option(fc.tuple(pollutingKey, hostileValue), { nil: undefined }),
    )
    .map(([entries, polluting]) => objectOf(polluting ? [...entries, polluting] : entries));
  return fc.oneof(
    shaped.map((value) => ({ text: JSON.stringify(value) })),
    hostileValue.map((value) => ({ text: JSON.stringify(value) ?? 'null' })),
    fc
      .constantFrom('{"a":', '{"__proto__":{"isAdmin":true}}', '[', 'nul', '{"a":1,"a":2}', '\uFEFF{}')
      .map((text) => ({ text })),
  );
}

/** A query string of the route's parameters (repeated, empty, hostile) and some foreign ones. */
function queryString(keys: string[]): fc.Arbitrary<string> {
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), pollutingKey, shortHostile)
    : fc.oneof(pollutingKey, shortHostile);
  return fc
    .array(fc.tuple(key, fc.oneof(shortHostile, fc.constant('[object Object]'))), { maxLength: 6 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}

/** A path segment that can never be a real id (a number, even `0x1` or ` 1 `, could delete something real). */
const pathSegment = shortHostile.filter((text) => text.trim() === '' || !Number.isFinite(Number(text)));

interface Case {
  path: string;
  body?: string | FormData;
  contentType?: string;
}

/** Percent-encodes any text, a lone surrogate as the bytes a sloppy encoder would send (ED A0 80). */
function encodeSegment(text: string): string {
  return text
    .split(/(\p{Surrogate})/u)
    .map((part) => (/^\p{Surrogate}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function fillPath(route: ApiRoute, segments: string[]): string {
  let index = 0;
  return route.path.replace(/\{[^}]+\}/g, () => encodeSegment(segments[index++] ?? 'x'));
}

/** Multipart: the route's upload field as text or junk bytes, check-in fields hostile, names hostile. */
function multipart(route: ApiRoute): fc.Arbitrary<FormData> {
  const fields = route.path === '/api/check-ins' ? Object.keys(checkInToMultipartFields(checkInBody())) : [];
  const field = route.upload?.field ?? 'file';
  return fc
    .tuple(
      fc.array(
        fc.tuple(
          fields.length ? fc.oneof(fc.constantFrom(...fields), pollutingKey) : pollutingKey,
          hostileString,
        ),
        {
          maxLength: 6,
        },
      ),
      fc.oneof(fc.constant(field), hostileString),
      fc.uint8Array({ maxLength: 64 }),
      hostileString,
      fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/x-msdownload', ''),
      fc.boolean(),
    )
    .map(([entries, name, bytes, filename, type, asText]) => {
      const form = new FormData();
      // FormData cannot carry a lone surrogate (fetch refuses to send it): such text gets U+FFFD.
      const text = (value: string) => value.replace(/\p{Surrogate}/gu, '\uFFFD');
      for (const [key, value] of entries) form.append(text(key), text(value));
      if (asText) form.append(text(name), text(filename));
      else form.append(text(name), new Blob([bytes], { type }), text(filename));
      return form;
    });
}

function casesOf(route: ApiRoute, seed: number): Case[] {
  const params = (route.path.match(/\{[^}]+\}/g) ?? []).length;
  const arbitrary: fc.Arbitrary<Case> = fc
    .tuple(
      fc.array(pathSegment, { minLength: params, maxLength: params }),
      queryString(keysOf(route.query)),
      route.upload
        ? multipart(route).map((form): Pick<Case, 'body' | 'contentType'> => ({ body: form }))
        : route.method === 'get'
          ? fc.constant({})
          : jsonBody(keysOf(route.body ?? route.form)).map((body) => ({
              body: body.text,
              contentType: 'application/json',
            })),
    )
    .map(([segments, query, body]) => ({
      path: `${fillPath(route, segments)}${query ? `?${query}` : ''}`,
      ...body,
    }));
  return fc.sample(arbitrary, { seed, numRuns: CASES_PER_ROUTE });
}

describe('fuzzing every input (issue 13, item 2)', () => {
  let system: RunningSystem;
  let person: ApiClient;
  let admin: ApiClient;
  let tables: string[] = [];
  let casesRun = 0;

  /** Row counts of every table of every service's schema. */
  async function rowCounts(): Promise<Record<string, number>> {
    const rows = await sql<{ name: string; count: string }>(
      system.databaseUrl,
      tables
        .map((table) => `SELECT '${table}' AS name, count(*)::text AS count FROM ${table}`)
        .join(' UNION ALL '),
    );
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
  }

  /** Counts stop moving (events of earlier requests settle) before a batch is measured. */
  async function settledCounts(): Promise<Record<string, number>> {
    return eventually(async () => {
      const first = await rowCounts();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await rowCounts()).toEqual(first);
      return first;
    });
  }

  beforeAll(async () => {
    system = await bootSystem();
    admin = await adminClient(system);
    person = (await signedUpClient(system.baseUrl, newUser('fuzz'))).client;
    await createCheckIn(person);
    const found = await sql<{ name: string }>(
      system.databaseUrl,
      `SELECT schemaname || '.' || tablename AS name FROM pg_tables
        WHERE schemaname IN ('identity', 'checkins', 'social', 'insights', 'admin') ORDER BY 1`,
    );
    // The recommendation model's tables are rebuilt by the insights worker on a timer (debounced
    // after check-ins), whatever the request being measured did.
    const onTimer = new Set(['insights.coffee_profiles', 'insights.coffee_neighbours']);
    tables = found.map((row) => row.name).filter((name) => !onTimer.has(name));
    console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${CASES_PER_ROUTE} cases per route`);
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    console.log(`fuzz: ${casesRun} cases run, seed ${SEED}`);
    await system?.stop();
  });

  it('fuzzes every /api route of the table, which is every declared /api route', () => {
    const documented = API_ROUTES.map((route) => `${route.method} ${route.path}`).sort();
    const served = declaredRoutes(FEATURE_MODULES)
      .filter((route) => route.path.startsWith('/api/') && route.path !== '/api/openapi.json')
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(documented).toEqual(served);
  });

  const routes = API_ROUTES.filter((route) => !SKIPPED.has(`${route.method} ${route.path}`));
  it.each(
    routes.map((route, index) => [`${route.method.toUpperCase()} ${route.path}`, route, index] as const),
  )('%s: never 5xx, 4xx as problem+json, 4xx changes nothing', async (name, route, index) => {
    // Administrators reach the validation of admin routes; everyone else a signed-in person.
    const client = AS_GUEST.has(`${route.method} ${route.path}`)
      ? new ApiClient(system.baseUrl)
      : (route.access === 'admin' ? admin : person).clone();
    const cases = casesOf(route, SEED + index);
    const before = await settledCounts();
    const failures: string[] = [];
    const statuses: number[] = [];
    for (const [number, fuzz] of cases.entries()) {
      const response = await sendCase(client, route.method.toUpperCase(), fuzz);
      casesRun += 1;
      statuses.push(response.status);
      if ('refusedWhileSending' in response) continue;
      const type = response.headers.get('content-type') ?? '';
      const where = `${name} case ${number} (seed ${SEED + index}): ${fuzz.path.slice(0, 200)} ${
        typeof fuzz.body === 'string' ? fuzz.body.slice(0, 200) : ''
      }`;
      if (response.status >= 500)
        failures.push(`${where} → ${response.status} ${response.text.slice(0, 300)}`);
      else if (response.status >= 400 && !type.startsWith('application/problem+json'))
        failures.push(`${where} → ${response.status} as ${type}`);
    }
    expect(failures).toEqual([]);
    // Only a batch answered entirely 4xx must leave the tables as they were.
    if (statuses.every((status) => status >= 400 && status < 500))
      expect(await settledCounts()).toEqual(before);
  });
});
