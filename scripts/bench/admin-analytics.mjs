// `npm run bench:analytics`: is the admin analytics route fast at 10k people and 1M check-ins?
//
// 1. Creates a database of its own (crema_bench_<timestamp>), runs every migration and bulk-loads
//    with COPY --users people and --check-ins check-ins spread over the last year, drawn from a
//    synthetic catalogue of thousands of coffees (catalogue.mjs). The admin projection its event
//    consumers would fill (people, one fact per check-in, and the per-hour, per-day, per-week and
//    per-month counts) is written in SQL from the same rows.
// 2. Boots the real system (@crema/testing's launcher) and signs in one benchmark user made admin.
// 3. For --duration seconds at --rate requests per second (open loop, each latency from the
//    instant its request was due) asks GET /api/admin/analytics for each period in turn: daily,
//    weekly, monthly, a custom 90 days and a custom whole year (366 days).
// 4. Prints p50/p99 per period against the target (p99 ≤ 200 ms), writes the figures to
//    var/bench/analytics-<timestamp>.json and drops the database (unless --keep).
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
  withClient,
  zipfSampler,
} from './load.mjs';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    'check-ins': { type: 'string', default: '1000000' },
    coffees: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(
    'npm run bench:analytics -- [--users 10000] [--check-ins 1000000] [--coffees 5000] [--rate 20] [--duration 10] [--keep]',
  );
  process.exit(0);
}
const opt = {
  users: Number(flags.users),
  checkIns: Number(flags['check-ins']),
  coffees: Number(flags.coffees),
  rate: Number(flags.rate),
  duration: Number(flags.duration),
};
const TARGET_P99_MS = 200;
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crema';
const dbName = `crema_bench_${stamp}`;

const day = (msAgo) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const PERIODS = {
  daily: 'period=daily',
  weekly: 'period=weekly',
  monthly: 'period=monthly',
  '90 days': `period=custom&startDate=${day(89 * DAY_MS)}&endDate=${day(0)}`,
  'a year': `period=custom&startDate=${day(365 * DAY_MS)}&endDate=${day(0)}`,
};

/** What the admin consumers would have recorded from these people and check-ins (rollups.ts, in SQL). */
async function loadAdminProjection(client) {
  const key = (column) => `lower(regexp_replace(public.unaccent(${column}), '\\s+', ' ', 'g'))`;
  await client.query(`INSERT INTO admin.check_in_facts (check_in_id, user_id, coffee_key, coffee_name, roaster_key, roaster, rating, created_at)
    SELECT id, user_id, ${key('roaster')} || E'\\n' || ${key('coffee_name')}, coffee_name, ${key('roaster')}, roaster, rating, created_at
    FROM checkins.check_ins`);
  await client.query(`INSERT INTO admin.people (id, username, joined_at, check_ins_count)
    SELECT u.id, u.username, u.created_at, (SELECT count(*) FROM admin.check_in_facts f WHERE f.user_id = u.id)
    FROM identity.users u`);
  const utcDay = `(created_at AT TIME ZONE 'UTC')::date`;
  await client.query(`INSERT INTO admin.daily_totals (day, check_ins, rating_1, rating_2, rating_3, rating_4, rating_5)
    SELECT ${utcDay}, count(*), count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2),
      count(*) FILTER (WHERE rating = 3), count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)
    FROM admin.check_in_facts GROUP BY 1`);
  await client.query(`INSERT INTO admin.daily_totals AS t (day, new_users)
    SELECT (joined_at AT TIME ZONE 'UTC')::date, count(*) FROM admin.people GROUP BY 1
    ON CONFLICT (day) DO UPDATE SET new_users = t.new_users + EXCLUDED.new_users`);
  await client.query(`INSERT INTO admin.hourly_totals (hour, check_ins)
    SELECT date_trunc('hour', created_at), count(*) FROM admin.check_in_facts GROUP BY 1`);
  await client.query(`INSERT INTO admin.analytics_coffees (coffee_key, coffee_name, roaster, first_seen_at)
    SELECT DISTINCT ON (coffee_key) coffee_key, coffee_name, roaster, created_at FROM admin.check_in_facts ORDER BY coffee_key, created_at`);
  await client.query(`INSERT INTO admin.analytics_roasters (roaster_key, roaster, first_seen_at)
    SELECT DISTINCT ON (roaster_key) roaster_key, roaster, created_at FROM admin.check_in_facts ORDER BY roaster_key, created_at`);
  for (const [span, trunc] of [
    ['d', 'day'],
    ['w', 'week'],
    ['m', 'month'],
  ]) {
    const start = `date_trunc('${trunc}', f.created_at AT TIME ZONE 'UTC')::date`;
    await client.query(`INSERT INTO admin.coffee_counts (span, span_start, coffee_id, count)
      SELECT '${span}', ${start}, c.id, count(*) FROM admin.check_in_facts f
      JOIN admin.analytics_coffees c USING (coffee_key) GROUP BY 2, 3`);
    await client.query(`INSERT INTO admin.roaster_counts (span, span_start, roaster_id, count)
      SELECT '${span}', ${start}, r.id, count(*) FROM admin.check_in_facts f
      JOIN admin.analytics_roasters r USING (roaster_key) GROUP BY 2, 3`);
  }
  await client.query('UPDATE identity.users SET is_admin = true WHERE id = 1');
  await client.query('VACUUM ANALYZE');
  const counts = await client.query(`SELECT (SELECT count(*) FROM admin.coffee_counts)::int AS coffee_rows,
    (SELECT count(*) FROM admin.roaster_counts)::int AS roaster_rows`);
  return counts.rows[0];
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
    if (!flags.keep)
      await dropDatabase(serverUrl, dbName).catch((error) => console.error(`drop: ${error.message}`));
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    await migrate(databaseUrl);
    const passwordHash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
    let t = Date.now();
    const rows = await withClient(databaseUrl, async (client) => {
      await loadUsers(client, { users: opt.users, passwordHash });
      await loadCheckIns(client, {
        firstId: 1,
        count: opt.checkIns,
        from: Date.now() - 365 * DAY_MS,
        to: Date.now(),
        random,
        sample: zipfSampler(opt.users, random),
        ...catalogue,
      });
      return loadAdminProjection(client);
    });
    say(
      `loaded ${opt.users} people and ${opt.checkIns} check-ins in ${Date.now() - t} ms; ${rows.coffee_rows} coffee and ${rows.roaster_rows} roaster count rows`,
    );

    system = await startSystem({
      env: {
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1',
      },
    });
    const admin = await login(system.baseUrl, 'bench_user_1');
    const url = system.baseUrl;
    const runs = [];
    for (const [label, query] of Object.entries(PERIODS)) {
      const requests = [
        { method: 'GET', path: `/api/admin/analytics?${query}`, headers: { cookie: admin.cookie } },
      ];
      await driveAtRate(`${label} warm-up`, { url, requests, rate: 5, duration: 1 });
      runs.push(await driveAtRate(label, { url, requests, rate: opt.rate, duration: opt.duration }));
    }
    console.log('');
    console.log(
      `GET /api/admin/analytics at ${opt.users} people / ${opt.checkIns} check-ins, ${opt.rate} req/s:`,
    );
    for (const run of runs)
      console.log(
        `  ${run.label.padEnd(8)} p50 ${fmt(run.p50)} ms   p99 ${fmt(run.p99)} ms   non-2xx ${run.non2xx}   errors ${run.errors}`,
      );
    const met = runs.every((run) => run.p99 <= TARGET_P99_MS && !run.non2xx && !run.errors);
    console.log(`  target p99 ≤ ${TARGET_P99_MS} ms (every period): ${met ? 'MET' : 'NOT MET'}`);
    console.log(
      `  machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(2)}; took ${totalTime()}`,
    );
    const dir = join(repoRoot, 'var', 'bench');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `analytics-${stamp}.json`),
      JSON.stringify({ options: opt, rows, runs }, null, 2),
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await cleanup();
  }
}

await main();
