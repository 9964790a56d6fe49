// Bulk loading for the feed benchmark: a database of its own, the services' migrations, then users,
// authors, follow edges and check-ins with COPY … FROM STDIN (pg-copy-streams), never row by row.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import argon2 from 'argon2';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { readDeployables, repoRoot } from '../lib/deployables.mjs';
import { BREW_PROFILES, CITIES, COFFEES, CHECKIN_NOTES, createRandom } from '../demo/data.mjs';

const { from: copyFrom } = copyStreams;

export const BENCH_PASSWORD = 'bench-password';

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export function databaseUrlFor(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(serverUrl, name) {
  await withClient(databaseUrlFor(serverUrl, 'postgres'), (admin) =>
    admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`),
  );
  return databaseUrlFor(serverUrl, name);
}

export async function dropDatabase(serverUrl, name) {
  await withClient(databaseUrlFor(serverUrl, 'postgres'), (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`),
  );
}

/** Runs every migrate entry of deploy/deployables.json (identity, checkins, …) against `databaseUrl`. */
export async function migrate(databaseUrl) {
  const { migrations } = readDeployables();
  if (!migrations.some((migration) => migration.name === 'checkins'))
    throw new Error('deploy/deployables.json has no checkins migration yet: the checkins service is not wired in');
  for (const migration of migrations) {
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [join(repoRoot, migration.entry)], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('exit', (exitCode) => resolve(exitCode));
    });
    if (code !== 0) throw new Error(`the ${migration.name} migration failed (exit ${code})`);
  }
}

/** COPY text format: backslash, tab, newline and carriage return escaped; null is \N. */
function field(value) {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'string' ? value : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]) : text;
}

/** Streams the rows (arrays of values) that `rows()` yields into `COPY <target> FROM STDIN`. */
async function copyRows(client, target, rows) {
  const stream = client.query(copyFrom(`COPY ${target} FROM STDIN`));
  async function* lines() {
    let chunk = '';
    for (const row of rows()) {
      chunk += row.map(field).join('\t') + '\n';
      if (chunk.length > 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(Readable.from(lines()), stream);
}

/**
 * Popularity of user i (0-based): a Zipf-like law, so a few users post and are followed a lot and
 * most rarely. Returns a sampler of user ids (1-based) by that weight.
 */
export function zipfSampler(users, random, exponent = 0.8) {
  const cumulative = new Float64Array(users);
  let total = 0;
  // Shuffle who is popular so ids carry no meaning.
  const ids = Int32Array.from({ length: users }, (_, i) => i + 1);
  for (let i = users - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  for (let rank = 0; rank < users; rank++) {
    total += 1 / Math.pow(rank + 1, exponent);
    cumulative[rank] = total;
  }
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = users - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return ids[low];
  };
}

/** Privacy of user id: most public; every 10th friends-only, every 20th (from 7) private. */
export function privacyOf(id) {
  if (id % 20 === 7) return 'private';
  if (id % 10 === 3) return 'friends';
  return 'public';
}
export const sharesCheckIns = (id) => id % 25 !== 11;

/** identity.users (one argon2 hash for all, so /api/login works) and the checkins.authors projection. */
export async function loadUsers(client, { users, passwordHash }) {
  const createdAt = new Date(Date.now() - 400 * 86400000).toISOString();
  await copyRows(client, 'identity.users (id, username, email, password_hash, created_at)', function* () {
    for (let id = 1; id <= users; id++) yield [id, `bench_user_${id}`, `bench${id}@example.com`, passwordHash, createdAt];
  });
  await client.query(`SELECT setval('identity.users_id_seq', $1)`, [users]);
  await copyRows(client, 'checkins.authors (id, username, avatar_url, profile_visibility, share_check_ins)', function* () {
    for (let id = 1; id <= users; id++)
      yield [id, `bench_user_${id}`, null, privacyOf(id), sharesCheckIns(id) ? 't' : 'f'];
  });
}

/** Each user follows between `min` and `max` others, popular users more often. Returns the edge count. */
export async function loadFollows(client, { users, min, max, random, sample }) {
  let edges = 0;
  const createdAt = new Date(Date.now() - 200 * 86400000).toISOString();
  await copyRows(client, 'checkins.follows (follower_id, following_id, created_at)', function* () {
    for (let follower = 1; follower <= users; follower++) {
      const count = Math.min(users - 1, random.int(min, max));
      const seen = new Set();
      let guard = 0;
      while (seen.size < count && guard++ < count * 20) {
        const followee = guard > count * 10 ? random.int(1, users) : sample();
        if (followee !== follower) seen.add(followee);
      }
      for (const followee of seen) yield [follower, followee, createdAt];
      edges += seen.size;
    }
  });
  return edges;
}

const METHODS = Object.keys(BREW_PROFILES);
const RATING_WEIGHTS = [0.03, 0.07, 0.2, 0.42, 0.28];

/**
 * Appends check-ins with ids `firstId .. firstId + count - 1`, created from `from` to `to` in id
 * order; authors drawn by popularity; coffees and cafés from the demo lists unless given;
 * counters loaded directly (likes/comments tables stay empty).
 */
const DEMO_CAFES = CITIES.flatMap((city) => city.cafes);

export async function loadCheckIns(client, { firstId, count, from, to, random, sample, coffees = COFFEES, cafes = DEMO_CAFES }) {
  const span = to - from;
  const notesPool = ['Chocolatey', 'Nutty', 'Fruity', 'Floral', 'Citrus', 'Spicy', 'Caramel', 'Berry', 'Earthy', 'Sweet', 'Smoky', 'Bitter'];
  const brewJson = METHODS.map((method) => {
    const p = BREW_PROFILES[method];
    return JSON.stringify({ dose: p.dose[0], water: Math.round(p.dose[0] * p.ratio[1]), waterTemp: p.temp[1], grindSizeNumeric: p.grind[0] });
  });
  await copyRows(
    client,
    'checkins.check_ins (id, user_id, coffee_name, roaster, location, brew_method, roast_level, coffee_type, rating, tasting_notes, notes, photo_url, photo_thumbnail_url, brew_details, latitude, longitude, likes_count, comments_count, created_at, updated_at)',
    function* () {
      for (let i = 0; i < count; i++) {
        const id = firstId + i;
        const coffee = coffees[Math.floor(random.next() * coffees.length)];
        const methodIndex = Math.floor(random.next() * METHODS.length);
        const roll = random.next();
        let rating = 1;
        for (let acc = 0, r = 0; r < 5; r++) {
          acc += RATING_WEIGHTS[r];
          if (roll < acc) {
            rating = r + 1;
            break;
          }
        }
        const picked = coffee.notes.slice(0, 1 + Math.floor(random.next() * 3));
        const extra = notesPool[Math.floor(random.next() * notesPool.length)];
        if (random.next() < 0.2 && !picked.includes(extra)) picked.push(extra);
        const notes = `{${picked.join(',')}}`;
        let location = null;
        let lat = null;
        let lng = null;
        const where = random.next();
        if (where < 0.15) {
          const cafe = cafes[Math.floor(random.next() * cafes.length)];
          location = cafe.name;
          lat = Math.round((cafe.lat + (random.next() - 0.5) * 0.3) * 1000) / 1000;
          lng = Math.round((cafe.lng + (random.next() - 0.5) * 0.3) * 1000) / 1000;
        } else if (where < 0.45) {
          location = 'Home';
        }
        const hasPhoto = random.next() < 0.5;
        const likes = Math.floor(-Math.log(1 - random.next()) * 3);
        const created = new Date(from + (span * i) / count).toISOString();
        yield [
          id,
          sample(),
          coffee.name,
          coffee.roaster,
          location,
          METHODS[methodIndex],
          random.next() < 0.85 ? coffee.roast : null,
          random.next() < 0.8 ? coffee.type : null,
          rating,
          notes,
          random.next() < 0.3 ? CHECKIN_NOTES[Math.floor(random.next() * CHECKIN_NOTES.length)] : null,
          hasPhoto ? `/media/check-ins/bench-${id % 97}.webp` : null,
          hasPhoto ? `/media/check-ins/bench-${id % 97}-thumb.webp` : null,
          random.next() < 0.4 ? brewJson[methodIndex] : null,
          lat,
          lng,
          likes,
          random.next() < 0.3 ? Math.floor(random.next() * 5) : 0,
          created,
          created,
        ];
      }
    },
  );
  await client.query(`SELECT setval('checkins.check_ins_id_seq', $1)`, [firstId + count - 1]);
}

/**
 * The world of the feed benchmarks, by COPY into a migrated database: `users` people (one argon2
 * hash of BENCH_PASSWORD for all) with their authors rows, each following `followsMin..followsMax`
 * others (popular people more often), and `checkIns` check-ins created evenly from `from` to `to`;
 * then VACUUM ANALYZE so the planner sees the real sizes. Returns the follow edge count, the time
 * of each step (ms) and the popularity sampler, which a later top-up must draw its authors with.
 */
export async function loadFeedWorld(databaseUrl, { users, followsMin, followsMax, checkIns, from, to, random }) {
  const passwordHash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
  const sample = zipfSampler(users, random);
  const timings = {};
  const timed = async (key, work) => {
    const started = Date.now();
    const result = await work();
    timings[key] = Date.now() - started;
    return result;
  };
  const follows = await withClient(databaseUrl, async (client) => {
    await timed('usersMs', () => loadUsers(client, { users, passwordHash }));
    const edges = await timed('followsMs', () => loadFollows(client, { users, min: followsMin, max: followsMax, random, sample }));
    await timed('checkInsMs', () => loadCheckIns(client, { firstId: 1, count: checkIns, from, to, random, sample }));
    await client.query('VACUUM ANALYZE checkins.check_ins, checkins.follows, checkins.authors, identity.users');
    return edges;
  });
  return { follows, timings, sample };
}

/**
 * The `count` people with the busiest home feeds: those who follow the most others, among the
 * public ones who share their check-ins. Rows of `{ id, n }` (n: how many they follow).
 */
export async function busiestViewers(databaseUrl, count) {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query(
      `SELECT follower_id AS id, count(*)::int AS n FROM checkins.follows GROUP BY follower_id ORDER BY n DESC LIMIT 200`,
    ),
  );
  return rows.filter((row) => privacyOf(row.id) === 'public' && sharesCheckIns(row.id)).slice(0, count);
}

export { createRandom };
