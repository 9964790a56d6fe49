// `npm run bench:search`: is search fast, and does it stay fast as check-ins grow?
//
// 1. Creates a database of its own (crema_bench_<timestamp>), runs every migration, and bulk-loads
//    with COPY: --users users (identity, checkins' authors and social's user cards), their follow
//    edges (in checkins and social), and --small check-ins drawn from a synthetic catalogue of
//    thousands of coffees, hundreds of roasters and cafés (catalogue.mjs). The projections that
//    events would fill (social's check-in facts and counters, checkins' search aggregates) are
//    rebuilt in SQL, as the services' own migrations do for existing rows. checkins' copy of the
//    admin catalogue gets every roaster (a location each), half as many roasters nobody checked in
//    (so roaster searches also read the catalogue's own indexes) and a bag for every other coffee.
// 2. Boots the real system (@crema/testing's launcher) against it and signs in a few users.
// 3. Phase "small": --rounds rounds; in each, every search type (coffees, roasters, cafes, users)
//    at a fixed --rate (open loop: evenly spaced requests, latency from the instant each was due)
//    for --duration seconds through the gateway, with rotating queries (exact
//    names, prefixes, typos, accent-free spellings) and viewers (signed-in users and guests), then
//    one connection for 2 s (service time).
// 4. Tops the check-ins up to --large with COPY, refreshes the projections, same rounds again.
// 5. Prints p50 and p99 per type (medians over rounds), the targets (p99 ≤ 50 ms at --large; p99
//    at --large / at --small ≤ 1.5), every raw run (also in var/bench/search-<timestamp>.json), and
//    drops the database (unless --keep).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import { repoRoot } from '../lib/deployables.mjs';
import { createCatalogue, searchQueries } from './catalogue.mjs';
import { drive as driveRun, fmt, login, median, say, stamp, totalTime, systemLauncher } from './harness.mjs';
import {
  BENCH_PASSWORD,
  createDatabase,
  createRandom,
  dropDatabase,
  loadCheckIns,
  loadFollows,
  loadUsers,
  migrate,
  privacyOf,
  sharesCheckIns,
  withClient,
  zipfSampler,
} from './load.mjs';

const TYPES = ['coffees', 'roasters', 'cafes', 'users'];

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    small: { type: 'string', default: '10000' },
    large: { type: 'string', default: '1000000' },
    coffees: { type: 'string', default: '5000' },
    roasters: { type: 'string', default: '600' },
    cafes: { type: 'string', default: '1500' },
    'follows-min': { type: 'string', default: '50' },
    'follows-max': { type: 'string', default: '150' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    rate: { type: 'string', default: '50' },
    queries: { type: 'string', default: '60' },
    'bench-users': { type: 'string', default: '6' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`npm run bench:search -- [--users 10000] [--small 10000] [--large 1000000]
  [--coffees 5000] [--roasters 600] [--cafes 1500] [--follows-min 50] [--follows-max 150]
  [--rounds 3] [--duration 5 (s per run)] [--rate 50 (req/s)] [--queries 60 (per type)]
  [--bench-users 6] [--keep]`);
  process.exit(0);
}
const opt = {
  users: Number(flags.users),
  small: Number(flags.small),
  large: Number(flags.large),
  coffees: Number(flags.coffees),
  roasters: Number(flags.roasters),
  cafes: Number(flags.cafes),
  followsMin: Number(flags['follows-min']),
  followsMax: Number(flags['follows-max']),
  rounds: Number(flags.rounds),
  duration: Number(flags.duration),
  rate: Number(flags.rate),
  queries: Number(flags.queries),
  benchUsers: Number(flags['bench-users']),
};

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crema';
const dbName = `crema_bench_${stamp}`;

/** social's projections of what the user, follow and check-in events would have told it. */
async function loadSocialProjections(client, { firstCheckInId }) {
  if (firstCheckInId === 1) {
    await client.query(`INSERT INTO social.user_cards (id, username, avatar_url, bio, profile_visibility, share_check_ins, updated_at)
      SELECT id, username, avatar_url, NULL, profile_visibility, share_check_ins, now() FROM checkins.authors`);
    await client.query(`INSERT INTO social.follows (follower_id, following_id, created_at)
      SELECT follower_id, following_id, created_at FROM checkins.follows ORDER BY created_at, follower_id`);
  }
  // The service keys coffees by roaster and name, accent-free and lower-cased (coffee-key.ts).
  await client.query(
    `INSERT INTO social.check_in_facts (check_in_id, user_id, coffee_key, roaster_key)
     SELECT id, user_id, lower(public.unaccent(roaster)) || E'\\n' || lower(public.unaccent(coffee_name)), lower(public.unaccent(roaster))
     FROM checkins.check_ins WHERE id >= $1`,
    [firstCheckInId],
  );
  await client.query(`INSERT INTO social.user_counters (user_id, check_ins_count, followers_count, following_count)
    SELECT u.id,
      (SELECT count(*) FROM social.check_in_facts f WHERE f.user_id = u.id),
      (SELECT count(*) FROM social.follows f WHERE f.following_id = u.id),
      (SELECT count(*) FROM social.follows f WHERE f.follower_id = u.id)
    FROM social.user_cards u
    ON CONFLICT (user_id) DO UPDATE SET check_ins_count = EXCLUDED.check_ins_count`);
}

/**
 * What the `checkins-catalogue` durable would hold had admins catalogued the benchmark's world:
 * keyed by the service's own normalisation, as its repository keys each event.
 */
async function loadAdminCatalogue(client, catalogue) {
  const annexes = catalogue.roasters.filter((_, index) => index % 2 === 0).map((name) => `${name} Annex`);
  const roasters = [...catalogue.roasters, ...annexes];
  await client.query(
    `INSERT INTO checkins.catalogue_roasters (id, key, name, location, search_vector, updated_at)
     SELECT id, k.key, name, 'Roastery street ' || id, to_tsvector('simple', k.key), now()
     FROM unnest($1::text[]) WITH ORDINALITY AS r(name, id),
       LATERAL (SELECT checkins.search_normalize(name) AS key) k`,
    [roasters],
  );
  const bagged = catalogue.coffees.filter((_, index) => index % 2 === 0);
  await client.query(
    `INSERT INTO checkins.catalogue_coffee_bags (id, name_key, roaster_key, updated_at)
     SELECT id, checkins.search_normalize(name), checkins.search_normalize(roaster), now()
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS b(name, roaster, id)`,
    [bagged.map((coffee) => coffee.name), bagged.map((coffee) => coffee.roaster)],
  );
}

/** checkins' search aggregates, rebuilt from the check-ins by the service's own SQL. */
async function rebuildSearchAggregates(client) {
  await client.query('SELECT checkins.rebuild_search_aggregates()');
}

async function refreshProjections(databaseUrl, firstCheckInId) {
  const started = Date.now();
  await withClient(databaseUrl, async (client) => {
    await loadSocialProjections(client, { firstCheckInId });
    await rebuildSearchAggregates(client);
    await client.query('VACUUM ANALYZE');
  });
  return Date.now() - started;
}

/** One query of each type per viewer, so every path of a run answers the same. */
async function sanity(baseUrl, users, queries) {
  const counts = {};
  for (const type of TYPES) {
    const path = `/api/search?type=${type}&query=${encodeURIComponent(queries[type][0])}`;
    const [guest, signedIn] = await Promise.all([
      fetch(baseUrl + path),
      fetch(baseUrl + path, { headers: { cookie: users[0].cookie } }),
    ]);
    if (!guest.ok || !signedIn.ok) throw new Error(`sanity: ${type} answered ${guest.status} / ${signedIn.status}`);
    counts[type] = [(await guest.json()).length, (await signedIn.json()).length];
  }
  return counts;
}

async function runPhase(name, { baseUrl, users, queries }) {
  const viewers = [...users.map((user) => ({ cookie: user.cookie })), {}];
  const requestsOf = (type) =>
    queries[type].map((query, index) => {
      const viewer = viewers[index % viewers.length];
      // Many clients, as in life: search is rate-limited per client address (the gateway trusts
      // X-Forwarded-For from the benchmark, see TRUST_PROXY below).
      const client = { 'x-forwarded-for': `10.${type.length}.${index % 250}.${1 + (index % 7)}` };
      return {
        method: 'GET',
        path: `/api/search?type=${type}&query=${encodeURIComponent(query)}`,
        headers: viewer.cookie ? { ...client, cookie: viewer.cookie } : client,
      };
    });
  const drive = (label, requests, options) => driveRun(label, { url: baseUrl, requests, ...options });
  for (const type of TYPES) await drive(`warm-up ${type}`, requestsOf(type), { duration: 1, connections: 4 });

  const rounds = [];
  for (let round = 1; round <= opt.rounds; round++) {
    const r = { round, types: {} };
    // Rotate the order so a burst of background load does not always hit the same type.
    const order = TYPES.map((_, i) => TYPES[(i + round - 1) % TYPES.length]);
    for (const type of order) {
      const fixed = await drive(`${type} @${opt.rate}/s`, requestsOf(type), { rate: opt.rate, duration: opt.duration });
      const serial = await drive(`${type} c=1`, requestsOf(type), { duration: 2, connections: 1 });
      r.types[type] = { fixed, serial };
    }
    r.loadavg = loadavg()[0];
    rounds.push(r);
    say(
      `${name} round ${round}/${opt.rounds}: ` +
        TYPES.map((type) => `${type} p50 ${fmt(r.types[type].fixed.p50)} / p99 ${fmt(r.types[type].fixed.p99)} ms (c=1 mean ${fmt(r.types[type].serial.mean, 1)})`).join('; ') +
        `; load ${fmt(r.loadavg, 1)}`,
    );
  }
  const medians = {};
  for (const type of TYPES) {
    const m = (pick) => median(rounds.map((r) => pick(r.types[type])));
    medians[type] = {
      p50: m((t) => t.fixed.p50),
      p99: m((t) => t.fixed.p99),
      mean: m((t) => t.fixed.mean),
      achievedRps: m((t) => t.fixed.rps),
      meanC1: m((t) => t.serial.mean),
    };
  }
  return { name, rounds, medians, loadAverage1m: median(rounds.map((r) => r.loadavg)) };
}

async function main() {
  const startSystem = systemLauncher();
  say(`options ${JSON.stringify(opt)}; database ${dbName}`);
  const random = createRandom(4242);
  const catalogue = createCatalogue(random, { coffees: opt.coffees, roasters: opt.roasters, cafes: opt.cafes });
  const queries = searchQueries(random, catalogue, opt.users, opt.queries);
  const databaseUrl = await createDatabase(serverUrl, dbName);
  let system;
  const cleanup = async () => {
    await system?.stop().catch((error) => console.error(`stopping the system: ${error.message}`));
    if (!flags.keep) await dropDatabase(serverUrl, dbName).catch((error) => console.error(`drop: ${error.message}`));
    else say(`kept database ${dbName} (${databaseUrl})`);
  };
  process.once('SIGINT', () => {
    void cleanup().finally(() => process.exit(130));
  });
  try {
    await migrate(databaseUrl);
    say('migrated');
    const passwordHash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
    const sample = zipfSampler(opt.users, random);
    const from = Date.now() - 365 * 86400000;
    const smallEnd = from + (365 * 86400000 * opt.small) / opt.large;
    const load = {};
    await withClient(databaseUrl, async (client) => {
      let t = Date.now();
      await loadUsers(client, { users: opt.users, passwordHash });
      load.follows = await loadFollows(client, { users: opt.users, min: opt.followsMin, max: opt.followsMax, random, sample });
      load.usersAndFollowsMs = Date.now() - t;
      t = Date.now();
      await loadCheckIns(client, { firstId: 1, count: opt.small, from, to: smallEnd, random, sample, ...catalogue });
      await loadAdminCatalogue(client, catalogue);
      load.smallMs = Date.now() - t;
    });
    load.smallProjectionsMs = await refreshProjections(databaseUrl, 1);
    say(`loaded ${opt.users} users, ${load.follows} follows, ${opt.small} check-ins over ${catalogue.coffees.length} coffees; projections ${load.smallProjectionsMs} ms`);

    const chosen = [];
    for (let id = 1; chosen.length < opt.benchUsers && id <= opt.users; id++)
      if (privacyOf(id) === 'public' && sharesCheckIns(id)) chosen.push(id);
    system = await startSystem({
      env: { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
    });
    const users = [];
    for (const id of chosen) users.push(await login(system.baseUrl, `bench_user_${id}`));
    say(`system up at ${system.baseUrl}; signed in ${users.length} users`);
    const sanitySmall = await sanity(system.baseUrl, users, queries);
    say(`sanity (results for guest / signed in): ${JSON.stringify(sanitySmall)}`);

    const small = await runPhase(`${opt.small} check-ins`, { baseUrl: system.baseUrl, users, queries });

    let t = Date.now();
    await withClient(databaseUrl, (client) =>
      loadCheckIns(client, { firstId: opt.small + 1, count: opt.large - opt.small, from: smallEnd, to: Date.now(), random, sample, ...catalogue }),
    );
    load.largeMs = Date.now() - t;
    load.largeProjectionsMs = await refreshProjections(databaseUrl, opt.small + 1);
    say(`topped up to ${opt.large} check-ins (COPY ${load.largeMs} ms, projections and VACUUM ANALYZE ${load.largeProjectionsMs} ms)`);
    const sanityLarge = await sanity(system.baseUrl, users, queries);
    say(`sanity: ${JSON.stringify(sanityLarge)}`);

    const large = await runPhase(`${opt.large} check-ins`, { baseUrl: system.baseUrl, users, queries });
    report({ small, large, load, sanity: { small: sanitySmall, large: sanityLarge } });
  } finally {
    await cleanup();
  }
}

function report({ small, large, load, sanity: checks }) {
  console.log(
    `\nSearch benchmark — medians over ${opt.rounds} rounds (${opt.duration} s at ${opt.rate} req/s per type, ${opt.queries} queries per type, ${opt.users} users, ${opt.coffees} coffees; ${cpus().length} CPUs, 1-min load average ${fmt(small.loadAverage1m, 1)} / ${fmt(large.loadAverage1m, 1)})\n`,
  );
  const header = ['type', `p50 ${small.name}`, `p99 ${small.name}`, `p50 ${large.name}`, `p99 ${large.name}`, 'p99 ≤ 50', 'p50 ratio', 'p99 ratio', 'ratio ≤ 1.5', 'c=1 mean ratio'];
  const rows = TYPES.map((type) => {
    const S = small.medians[type];
    const L = large.medians[type];
    const p50Ratio = L.p50 / S.p50;
    const p99Ratio = L.p99 / S.p99;
    return [
      type,
      fmt(S.p50, 1),
      fmt(S.p99, 1),
      fmt(L.p50, 1),
      fmt(L.p99, 1),
      L.p99 <= 50 ? 'yes' : 'NO',
      fmt(p50Ratio, 2),
      fmt(p99Ratio, 2),
      p99Ratio <= 1.5 ? 'yes' : 'NO',
      fmt(L.meanC1 / S.meanC1, 2),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(`\nLoad: ${JSON.stringify(load)}\nSanity (result counts, guest / signed in): ${JSON.stringify(checks)}`);
  console.log('\nRaw runs (latency ms):');
  for (const phase of [small, large]) {
    for (const round of phase.rounds) {
      const cells = TYPES.map((type) => {
        const { fixed, serial } = round.types[type];
        return `${type} ${fmt(fixed.rps, 0)}/s p50 ${fmt(fixed.p50)} p99 ${fmt(fixed.p99)} max ${fmt(fixed.max)}${fixed.non2xx ? ` non2xx ${fixed.non2xx}` : ''} c=1 mean ${fmt(serial.mean, 1)}`;
      });
      console.log(`  ${phase.name} r${round.round}: ${cells.join(' | ')}`);
    }
  }
  const dir = join(repoRoot, 'var', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `search-${stamp}.json`);
  writeFileSync(file, JSON.stringify({ options: opt, load, sanity: checks, small, large }, null, 2));
  console.log(`\nRaw results: ${file}\nTotal time: ${totalTime()}`);
}

main().catch((error) => {
  console.error(`\nbench:search failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
