// `node scripts/bench/feed-profile.mjs`: what one home-feed request costs (SQL, Redis, ms), beside discover.
//
// Loads a small database with the feed benchmark's loaders (load.mjs), boots the real system (twice, or
// four times with --profile) against it and signs in a few benchmark users:
// 1. Timing: --requests sequential requests (one connection, after a warm-up) of the home feed and
//    of discover through the gateway, in ABBA order; mean, p50 and p99 in ms. With --max-seconds, then both at full
//    speed (autocannon, ABBA order): req/s, and the CPU time each process spent per request
//    (process-cpu.mjs), which a busy machine moves far less than the rates.
// 2. With --profile DIR, one more boot per route under `--cpu-prof`, driven at full speed for
//    --max-seconds (or 10 s): every process writes a V8 CPU profile into DIR/feed or DIR/discover
//    when it stops (summarise with node scripts/bench/profile-summary.mjs DIR/feed).
// 3. Counting: with `log_min_duration_statement = 0` on this database only (so the boots before pay
//    no logging) and Redis MONITOR, the same sequential requests; prints the SQL statements and the
//    Redis commands per request, grouped by text, with the server time PostgreSQL logged for them.
// Keeps the load to 127.0.0.1 and short; drops the database at the end (unless --keep).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import { Redis } from 'ioredis';
import { drive, fmt, login, say, stamp, systemLauncher } from './harness.mjs';
import { cpuPerRequest, systemProcesses } from './process-cpu.mjs';
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

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    'check-ins': { type: 'string', default: '100000' },
    'follows-min': { type: 'string', default: '50' },
    'follows-max': { type: 'string', default: '150' },
    requests: { type: 'string', default: '400' },
    'bench-users': { type: 'string', default: '8' },
    limit: { type: 'string', default: '20' },
    'pg-log': { type: 'string', default: '/var/log/postgresql/postgresql-15-main.log' },
    'max-seconds': { type: 'string', default: '0' },
    connections: { type: 'string', default: '16' },
    profile: { type: 'string' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`node scripts/bench/feed-profile.mjs [--users 10000] [--check-ins 100000]
  [--follows-min 50] [--follows-max 150] [--requests 400 (sequential, per route and boot)]
  [--bench-users 8] [--limit 20] [--pg-log <PostgreSQL server log, readable>]
  [--max-seconds 0 (when > 0: feed and discover at full speed, ABBA, that long per route)]
  [--connections 16 (of the full-speed runs)] [--profile DIR (CPU profiles, one boot per route)] [--keep]`);
  process.exit(0);
}
const opt = {
  users: Number(flags.users),
  checkIns: Number(flags['check-ins']),
  followsMin: Number(flags['follows-min']),
  followsMax: Number(flags['follows-max']),
  requests: Number(flags.requests),
  benchUsers: Number(flags['bench-users']),
  limit: Number(flags.limit),
  maxSeconds: Number(flags['max-seconds']),
  connections: Number(flags.connections),
};

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crema';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const dbName = `crema_bench_${stamp}`;

const routes = {
  feed: `/api/check-ins?feedType=feed&filter=recent&limit=${opt.limit}`,
  discover: `/api/check-ins?feedType=discover&filter=recent&limit=${opt.limit}`,
};

/** `count` requests one after the other, rotating over the users; their latencies in ms and body sizes. */
async function sequential(baseUrl, path, users, count) {
  const latencies = [];
  const bodyBytes = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(baseUrl + path, { headers: { cookie: users[i % users.length].cookie } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    latencies.push(performance.now() - started);
    bodyBytes.push(body.byteLength);
  }
  return { latencies, bodyBytes };
}

function latencyFigures(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { mean: sorted.reduce((s, v) => s + v, 0) / sorted.length, p50: at(0.5), p99: at(0.99) };
}

/** Warm-up: every timeline built, plans and connections warm. */
async function warmUp(baseUrl, users) {
  for (const path of Object.values(routes)) await sequential(baseUrl, path, users, users.length * 10);
}

/**
 * The statements PostgreSQL logged for this database since `offset`: `execute` (extended protocol)
 * and `statement` (simple) lines count as queries; parse, bind and execute durations add up to the
 * server time of their statement.
 */
function loggedStatements(logFile, offset) {
  const text = readFileSync(logFile).subarray(offset).toString('utf8');
  const statements = [];
  let pendingMs = 0;
  for (const line of text.split('\n')) {
    if (!line.includes(`@${dbName} `)) continue;
    const match = /LOG:\s+duration: ([\d.]+) ms\s+(parse|bind|execute|statement)[^:]*: (.*)$/.exec(line);
    if (!match) continue;
    pendingMs += Number(match[1]);
    if (match[2] === 'execute' || match[2] === 'statement') {
      statements.push({ text: match[3].replace(/\s+/g, ' ').slice(0, 110), ms: pendingMs });
      pendingMs = 0;
    }
  }
  return statements;
}

/** Commands of one connection closer than this (µs) are taken as one pipeline: one round trip. */
const PIPELINE_GAP_US = 50;

/**
 * Redis commands of this system (its key prefix) while `work` runs, seen through MONITOR: each as
 * `COMMAND service:key-kind`, those a script ran marked `(in a script)`, and the round trips, counted
 * as bursts of commands from one connection (pipelined commands arrive microseconds apart, separate
 * round trips hundreds of microseconds apart on this machine).
 */
async function redisCommands(prefix, work) {
  const redis = new Redis(redisUrl);
  const monitor = await redis.monitor();
  const seen = [];
  monitor.on('monitor', (time, args, source) => {
    const key = args.slice(1).find((arg) => String(arg).startsWith(prefix));
    if (key === undefined) return;
    // `…:gateway:session:<id>` → gateway:session
    const kind = String(key)
      .slice(prefix.length + 1)
      .split(':')
      .slice(0, 2)
      .join(':');
    const command = `${String(args[0]).toUpperCase()} ${kind}`;
    seen.push({
      time: Number(time),
      source,
      command: source === 'lua' ? `${command} (in a script)` : command,
    });
  });
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    monitor.disconnect();
    redis.disconnect();
  }
  const lastBySource = new Map();
  let roundTrips = 0;
  for (const { time, source } of seen
    .filter((entry) => entry.source !== 'lua')
    .sort((a, b) => a.time - b.time)) {
    const last = lastBySource.get(source);
    if (last === undefined || (time - last) * 1e6 > PIPELINE_GAP_US) roundTrips++;
    lastBySource.set(source, time);
  }
  return { commands: seen.map((entry) => entry.command), roundTrips };
}

function histogram(items, perRequests) {
  const counts = new Map();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([item, n]) => `  ${fmt(n / perRequests, 2).padStart(6)}  ${item}`);
}

async function main() {
  const startSystem = systemLauncher();
  say(`options ${JSON.stringify(opt)}; database ${dbName}`);
  const random = createRandom(42);
  const databaseUrl = await createDatabase(serverUrl, dbName);
  let system;
  try {
    await migrate(databaseUrl);
    const passwordHash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
    const sample = zipfSampler(opt.users, random);
    await withClient(databaseUrl, async (client) => {
      await loadUsers(client, { users: opt.users, passwordHash });
      await loadFollows(client, {
        users: opt.users,
        min: opt.followsMin,
        max: opt.followsMax,
        random,
        sample,
      });
      const from = Date.now() - 365 * 86400000;
      await loadCheckIns(client, { firstId: 1, count: opt.checkIns, from, to: Date.now(), random, sample });
      await client.query(
        'VACUUM ANALYZE checkins.check_ins, checkins.follows, checkins.authors, identity.users',
      );
    });
    const candidates = await withClient(databaseUrl, (client) =>
      client.query(
        `SELECT follower_id AS id, count(*)::int AS n FROM checkins.follows GROUP BY follower_id ORDER BY n DESC LIMIT 200`,
      ),
    );
    const chosen = candidates.rows
      .filter((row) => privacyOf(row.id) === 'public' && sharesCheckIns(row.id))
      .slice(0, opt.benchUsers);
    say(
      `loaded ${opt.users} users, ${opt.checkIns} check-ins; bench users follow ${chosen.map((row) => row.n).join(', ')}`,
    );

    const boot = async (nodeArgs = []) => {
      system = await startSystem({
        env: { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
        nodeArgs,
      });
      const users = [];
      for (const row of chosen) users.push(await login(system.baseUrl, `bench_user_${row.id}`));
      await warmUp(system.baseUrl, users);
      return users;
    };

    // 1. Timing, nothing logged.
    let users = await boot();
    const requests = (path) => users.map((u) => ({ method: 'GET', path, headers: { cookie: u.cookie } }));
    // Feed and discover in ABBA order, half the requests each time, so background load hits both alike.
    const latencies = { feed: [], discover: [] };
    const bodyBytes = { feed: [], discover: [] };
    for (const name of ['feed', 'discover', 'discover', 'feed']) {
      const run = await sequential(system.baseUrl, routes[name], users, Math.ceil(opt.requests / 2));
      latencies[name].push(...run.latencies);
      bodyBytes[name].push(...run.bodyBytes);
    }
    for (const [name, values] of Object.entries(latencies)) {
      const t = latencyFigures(values);
      const bytes = bodyBytes[name].reduce((sum, n) => sum + n, 0) / bodyBytes[name].length;
      say(
        `one connection, ${name}: mean ${fmt(t.mean, 2)} ms, p50 ${fmt(t.p50, 2)} ms, p99 ${fmt(t.p99, 2)} ms; body ${fmt(bytes, 0)} bytes`,
      );
    }
    if (opt.maxSeconds > 0) {
      // Full speed, feed and discover in ABBA order (half the time each), so background load hits both alike.
      const runs = { feed: [], discover: [] };
      // The first full-speed run after the sequential ones measured half the rate, whichever route: warm up.
      await drive('warm-up max', {
        url: system.baseUrl,
        requests: [...requests(routes.feed), ...requests(routes.discover)],
        duration: 2,
        connections: opt.connections,
      });
      const processes = systemProcesses(system);
      const cpu = { feed: [], discover: [] };
      for (const name of ['feed', 'discover', 'discover', 'feed']) {
        cpu[name].push(
          await cpuPerRequest({ processes, databaseUrl }, async () => {
            const run = await drive(`${name} max`, {
              url: system.baseUrl,
              requests: requests(routes[name]),
              duration: opt.maxSeconds / 2,
              connections: opt.connections,
            });
            runs[name].push(run.rps);
            return run.total;
          }),
        );
      }
      const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
      say(
        `full speed (${opt.connections} connections): feed ${fmt(mean(runs.feed), 0)} req/s, discover ${fmt(mean(runs.discover), 0)} req/s`,
      );
      say('CPU ms per request at full speed (processes under 0.005 ms left out):');
      for (const [name, samples] of Object.entries(cpu)) {
        const figures = Object.keys(samples[0])
          .map((process) => [process, mean(samples.map((sample) => sample[process]))])
          .filter(([process, ms]) => process === 'total' || ms >= 0.005)
          .map(([process, ms]) => `${process} ${fmt(ms, 3)}`);
        say(`  ${name}: ${figures.join(', ')}`);
      }
    }
    await system.stop();
    system = undefined;

    // 2. CPU profiles, one route per boot, so each profile holds one route's work.
    if (flags.profile) {
      for (const [name, path] of Object.entries(routes)) {
        const dir = join(flags.profile, name);
        users = await boot(['--cpu-prof', `--cpu-prof-dir=${dir}`]);
        const run = await drive(`${name} max, profiled`, {
          url: system.baseUrl,
          requests: requests(path),
          duration: opt.maxSeconds || 10,
          connections: opt.connections,
        });
        await system.stop();
        system = undefined;
        say(`${name}: ${fmt(run.rps, 0)} req/s under the profiler; profiles in ${dir}`);
      }
    }

    // 3. Counting: statements logged for this database only, Redis commands through MONITOR.
    await withClient(databaseUrl, (client) =>
      client.query(`ALTER DATABASE ${client.escapeIdentifier(dbName)} SET log_min_duration_statement = 0`),
    );
    users = await boot();
    for (const [name, path] of Object.entries(routes)) {
      const offset = statSync(flags['pg-log']).size;
      const redis = await redisCommands(system.redisPrefix, () =>
        sequential(system.baseUrl, path, users, opt.requests),
      );
      const statements = loggedStatements(flags['pg-log'], offset);
      const sqlMs = statements.reduce((sum, s) => sum + s.ms, 0) / opt.requests;
      const sent = redis.commands.filter((command) => !command.endsWith('(in a script)')).length;
      say(
        `${name} per request: ${fmt(statements.length / opt.requests, 2)} SQL statements (server time ${fmt(sqlMs, 3)} ms); ` +
          `${fmt(sent / opt.requests, 2)} Redis commands sent in ${fmt(redis.roundTrips / opt.requests, 2)} round trips`,
      );
      console.log(
        [
          '  SQL per request:',
          ...histogram(
            statements.map((s) => s.text),
            opt.requests,
          ),
        ].join('\n'),
      );
      console.log(['  Redis per request:', ...histogram(redis.commands, opt.requests)].join('\n'));
    }
  } finally {
    await system?.stop().catch((error) => console.error(`stopping the system: ${error.message}`));
    if (flags.keep) {
      await withClient(databaseUrl, (client) =>
        client.query(`ALTER DATABASE ${client.escapeIdentifier(dbName)} RESET log_min_duration_statement`),
      ).catch((error) => console.error(`reset log_min_duration_statement: ${error.message}`));
      say(`kept database ${dbName} (${databaseUrl})`);
    } else await dropDatabase(serverUrl, dbName).catch((error) => console.error(`drop: ${error.message}`));
  }
}

main().catch((error) => {
  console.error(
    `feed-profile failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
