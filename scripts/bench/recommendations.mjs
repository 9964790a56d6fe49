// `npm run bench:recs`: are recommendations fast at 10k people and 1M check-ins?
//
// 1. Creates a database of its own (crema_bench_<timestamp>), runs every migration and bulk-loads
//    with COPY --users people and --check-ins check-ins drawn from a synthetic catalogue of
//    thousands of coffees (catalogue.mjs). The insights projection that events would fill (people
//    with their privacy, one fact per check-in) is written in SQL from the same rows.
// 2. Boots the real system (@crema/testing's launcher); the insights worker builds the model at
//    start (its scheduled job runs once immediately): the script waits for it and prints its size
//    and build time.
// 3. Signs in --bench-users people with check-ins and, for --duration seconds at --rate requests
//    per second (open loop, each latency from the instant its request was due), asks
//    GET /api/recommendations?refresh=1 (every answer computed: the person's facts, the
//    neighbours of their coffees, scoring) and then GET /api/recommendations (the cached answer).
// 4. Prints p50/p99 of both against the target (p99 ≤ 100 ms), writes the figures to
//    var/bench/recommendations-<timestamp>.json and drops the database (unless --keep).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import { repoRoot } from '../lib/deployables.mjs';
import { createCatalogue } from './catalogue.mjs';
import { driveAtRate, fmt, login, say, stamp, totalTime, systemLauncher } from './harness.mjs';
import {
  BENCH_PASSWORD,
  createDatabase,
  createRandom,
  dropDatabase,
  loadCheckIns,
  loadUsers,
  migrate,
  privacyOf,
  sharesCheckIns,
  withClient,
  zipfSampler,
} from './load.mjs';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    'check-ins': { type: 'string', default: '1000000' },
    coffees: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '20' },
    duration: { type: 'string', default: '15' },
    'bench-users': { type: 'string', default: '40' },
    keep: { type: 'boolean', default: false },
  },
});
const opt = {
  users: Number(flags.users),
  checkIns: Number(flags['check-ins']),
  coffees: Number(flags.coffees),
  rate: Number(flags.rate),
  duration: Number(flags.duration),
  benchUsers: Number(flags['bench-users']),
};
const TARGET_P99_MS = 100;
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crema';
const dbName = `crema_bench_${stamp}`;

/** What insights' consumers would have recorded: people, and one fact per check-in (coffee-key.ts's keys). */
async function loadInsightsProjection(client) {
  await client.query(`INSERT INTO insights.users (id, username, profile_visibility, share_check_ins)
    SELECT id, username, profile_visibility, share_check_ins FROM checkins.authors`);
  await client.query(`INSERT INTO insights.check_in_facts (check_in_id, user_id, coffee_key, coffee_name, roaster,
      roaster_key, brew_method, roast_level, process, origin, origin_key, place_key, rating, tasting_notes,
      dose, water, water_temp, grind, detailed, espresso_detailed, counts_for_badges, created_at)
    SELECT id, user_id, lower(public.unaccent(roaster)) || E'\\n' || lower(public.unaccent(coffee_name)), coffee_name,
      roaster, lower(public.unaccent(roaster)), brew_method, roast_level, brew_details->>'processingMethod',
      brew_details->>'coffeeOrigin', lower(public.unaccent(brew_details->>'coffeeOrigin')),
      lower(public.unaccent(location)), rating, tasting_notes, (brew_details->>'dose')::real,
      (brew_details->>'water')::real, (brew_details->>'waterTemp')::real, (brew_details->>'grindSizeNumeric')::real,
      false, false, true, created_at
    FROM checkins.check_ins`);
  await client.query('VACUUM ANALYZE');
}

async function waitForModel(databaseUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await withClient(databaseUrl, async (client) =>
      (await client.query('SELECT coffees, ratings, build_ms FROM insights.recommendation_model')).rows,
    );
    if (rows[0]) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the recommendation model was not built in time');
}

async function main() {
  const startSystem = systemLauncher();
  say(`options ${JSON.stringify(opt)}; database ${dbName}`);
  const random = createRandom(2026);
  const catalogue = createCatalogue(random, { coffees: opt.coffees });
  const databaseUrl = await createDatabase(serverUrl, dbName);
  let system;
  const cleanup = async () => {
    await system?.stop().catch((error) => console.error(`stopping the system: ${error.message}`));
    if (!flags.keep) await dropDatabase(serverUrl, dbName).catch((error) => console.error(`drop: ${error.message}`));
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    await migrate(databaseUrl);
    const passwordHash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
    const sample = zipfSampler(opt.users, random);
    let t = Date.now();
    await withClient(databaseUrl, async (client) => {
      await loadUsers(client, { users: opt.users, passwordHash });
      await loadCheckIns(client, {
        firstId: 1,
        count: opt.checkIns,
        from: Date.now() - 365 * 86400000,
        to: Date.now(),
        random,
        sample,
        ...catalogue,
      });
      await loadInsightsProjection(client);
    });
    say(`loaded ${opt.users} people and ${opt.checkIns} check-ins over ${catalogue.coffees.length} coffees in ${Date.now() - t} ms`);

    system = await startSystem({
      env: { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
    });
    t = Date.now();
    const model = await waitForModel(databaseUrl, 300_000);
    say(`model: ${model.coffees} coffees, ${model.ratings} ratings, built in ${model.build_ms} ms (seen after ${Date.now() - t} ms)`);

    const chosen = [];
    for (let id = 1; chosen.length < opt.benchUsers && id <= opt.users; id++)
      if (privacyOf(id) === 'public' && sharesCheckIns(id)) chosen.push(id);
    const users = [];
    for (const id of chosen) users.push(await login(system.baseUrl, `bench_user_${id}`));
    const requests = (path) => users.map((user) => ({ method: 'GET', path, headers: { cookie: user.cookie } }));
    const url = system.baseUrl;
    // Warm-up: every person's answer computed once, so the cached phase reads caches.
    await driveAtRate('warm-up', { url, requests: requests('/api/recommendations?refresh=1'), rate: 10, duration: users.length / 10 });
    const computed = await driveAtRate('refresh=1', { url, requests: requests('/api/recommendations?refresh=1'), rate: opt.rate, duration: opt.duration });
    const cached = await driveAtRate('cached', { url, requests: requests('/api/recommendations'), rate: opt.rate, duration: opt.duration });
    console.log('');
    console.log(`GET /api/recommendations at ${opt.users} people / ${opt.checkIns} check-ins, ${opt.rate} req/s:`);
    for (const run of [computed, cached])
      console.log(`  ${run.label.padEnd(10)} p50 ${fmt(run.p50)} ms   p99 ${fmt(run.p99)} ms   non-2xx ${run.non2xx}   errors ${run.errors}`);
    const met = computed.p99 <= TARGET_P99_MS && cached.p99 <= TARGET_P99_MS && !computed.non2xx && !cached.non2xx;
    console.log(`  target p99 ≤ ${TARGET_P99_MS} ms (both): ${met ? 'MET' : 'NOT MET'}`);
    console.log(`  machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(2)}; took ${totalTime()}`);
    const dir = join(repoRoot, 'var', 'bench');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `recommendations-${stamp}.json`), JSON.stringify({ options: opt, model, computed, cached }, null, 2));
    process.exitCode = met ? 0 : 1;
  } finally {
    await cleanup();
  }
}

await main();
