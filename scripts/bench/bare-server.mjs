// The benchmark's baseline: a bare node:http + pg server answering the discover page
// (GET /api/check-ins?feedType=discover&filter=recent) with the very SQL and row mapping of the
// checkins service, imported from its build (services/checkins/dist) — no Nest, no NATS, no
// sessions. The viewer comes from the `x-viewer-id` header, so it runs the same query for the same
// viewer as the gateway run. Prints `listening <port>` on stdout once ready.
//
//   DATABASE_URL=postgres://… PORT=0 node scripts/bench/bare-server.mjs
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../lib/deployables.mjs';

const require = createRequire(import.meta.url);
const { DISCOVER_RECENT_SQL, FIRST_PAGE_ID } = require(join(repoRoot, 'services/checkins/dist/feeds/feed-sql.js'));
const { cardFromRow } = require(join(repoRoot, 'services/checkins/dist/cards/card-sql.js'));

const PAGE_LIMIT_DEFAULT = 20;
const PAGE_LIMIT_MAX = 50;

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  // As many connections as a service's TypeORM pool (libs/database: 10).
  max: Number(process.env.BARE_POOL_SIZE || 10),
});

function send(response, status, body, headers = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': status < 400 ? 'application/json; charset=utf-8' : 'application/problem+json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

function lastIdFromCursor(cursor) {
  if (!cursor) return FIRST_PAGE_ID;
  const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(decoded.id) || decoded.id < 1) throw new Error('cursor');
  return decoded.id;
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  if (request.method !== 'GET' || url.pathname !== '/api/check-ins') return send(response, 404, { title: 'Not Found' });
  const feedType = url.searchParams.get('feedType') ?? 'discover';
  const filter = url.searchParams.get('filter') ?? 'recent';
  const limit = Number(url.searchParams.get('limit') ?? PAGE_LIMIT_DEFAULT);
  if (feedType !== 'discover' || filter !== 'recent' || !Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX)
    return send(response, 400, { title: 'Only the discover/recent page, limit 1–50' });
  let lastId;
  try {
    lastId = lastIdFromCursor(url.searchParams.get('cursor'));
  } catch {
    return send(response, 400, { title: 'cursor is invalid' });
  }
  const viewerHeader = request.headers['x-viewer-id'];
  const viewer = viewerHeader ? Number(viewerHeader) : null;
  pool.query(DISCOVER_RECENT_SQL, [viewer, lastId, limit + 1]).then(
    ({ rows }) => {
      const items = rows.slice(0, limit).map(cardFromRow);
      const headers = {};
      if (rows.length > limit) {
        const cursor = Buffer.from(JSON.stringify({ id: items[items.length - 1].id })).toString('base64url');
        headers.link = `</api/check-ins?feedType=discover&filter=recent&limit=${limit}&cursor=${cursor}>; rel="next"`;
      }
      send(response, 200, items, headers);
    },
    (error) => send(response, 500, { title: 'Internal Server Error', detail: error.message }),
  );
});

server.keepAliveTimeout = 65000;
server.listen(Number(process.env.PORT || 0), '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
}
