// `npm run bench:feed`: is the feed fast, and does it stay fast as the data grows?
//
// 1. Creates a database of its own (crema_bench_<timestamp>), runs every migration, and bulk-loads
//    with COPY: users (identity.users + checkins.authors, one argon2 hash so login works), follow
//    edges (each user follows --follows-min..--follows-max others, popular users more often) and
//    --small check-ins.
// 2. Boots the real system (the built processes of deploy/deployables.json through @crema/testing's
//    launcher) against it, plus the bare node:http + pg server (bare-server.mjs) running the
//    service's own discover SQL; signs in a few benchmark users through POST /api/login.
// 3. Phase "small": --rounds rounds, each interleaving gateway and bare runs (autocannon):
//    home feed at a fixed rate (open loop, harness.mjs), discover at max throughput (gateway and bare in ABBA order),
//    discover at a fixed rate (p99), then one-connection runs (service time without queueing).
// 4. Tops the check-ins up to --large with COPY, drops the cached timelines, same rounds again.
// 5. Prints medians over rounds, the three target ratios, raw numbers (also written to
//    var/bench/feed-<timestamp>.json), stops everything and drops the database (unless --keep).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { repoRoot } from '../lib/deployables.mjs';
import { drive as driveRun, driveSerial, fmt, interleaved, login, median, say, stamp, systemLauncher, totalTime } from './harness.mjs';
import {
  busiestViewers,
  createDatabase,
  createRandom,
  dropDatabase,
  loadCheckIns,
  loadFeedWorld,
  migrate,
  withClient,
} from './load.mjs';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    small: { type: 'string', default: '10000' },
    large: { type: 'string', default: '1000000' },
    'follows-min': { type: 'string', default: '50' },
    'follows-max': { type: 'string', default: '150' },
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    rate: { type: 'string', default: '300' },
    'bench-users': { type: 'string', default: '8' },
    limit: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    profile: { type: 'string' },
    env: { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`npm run bench:feed -- [--users 10000] [--small 10000] [--large 1000000]
  [--follows-min 50] [--follows-max 150] [--rounds 5] [--duration 5 (s per run)]
  [--connections 16] [--rate 300 (req/s of the fixed-rate runs)] [--bench-users 8] [--limit 20] [--keep]
  [--profile DIR (every process of the system writes a V8 CPU profile there when it stops;
   summarise with node scripts/bench/profile-summary.mjs DIR)]
  [--env NAME=VALUE (a setting for every process of the system, e.g. SESSION_RECHECK_MS=0; repeatable)]`);
  process.exit(0);
}
const opt = {
  users: Number(flags.users),
  small: Number(flags.small),
  large: Number(flags.large),
  followsMin: Number(flags['follows-min']),
  followsMax: Number(flags['follows-max']),
  rounds: Number(flags.rounds),
  duration: Number(flags.duration),
  connections: Number(flags.connections),
  rate: Number(flags.rate),
  benchUsers: Number(flags['bench-users']),
  limit: Number(flags.limit),
  env: Object.fromEntries(
    flags.env.map((setting) => {
      const at = setting.indexOf('=');
      if (at < 1) throw new Error(`--env wants NAME=VALUE, not "${setting}"`);
      return [setting.slice(0, at), setting.slice(at + 1)];
    }),
  ),
};

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crema';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const dbName = `crema_bench_${stamp}`;

/** autocannon with this run's defaults for duration and connections. */
const drive = (label, { url, requests, rate, duration = opt.duration, connections = opt.connections }) =>
  driveRun(label, { url, requests, rate, duration, connections });

function startBareServer(databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts/bench/bare-server.mjs')], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
  });
}

/** Checks one page through each path and returns their sizes, so we know both answer the same. */
async function sanity(gatewayUrl, bareUrl, user) {
  const path = `/api/check-ins?feedType=discover&filter=recent&limit=${opt.limit}`;
  const [gw, bare, feed] = await Promise.all([
    fetch(gatewayUrl + path, { headers: { cookie: user.cookie } }),
    fetch(bareUrl + path, { headers: { 'x-viewer-id': String(user.id) } }),
    fetch(`${gatewayUrl}/api/check-ins?feedType=feed&filter=recent&limit=${opt.limit}`, { headers: { cookie: user.cookie } }),
  ]);
  const [gwBody, bareBody, feedBody] = await Promise.all([gw.json(), bare.json(), feed.json()]);
  if (!gw.ok || !bare.ok || !feed.ok)
    throw new Error(`sanity check: gateway ${gw.status}, bare ${bare.status}, feed ${feed.status}: ${JSON.stringify([gwBody, bareBody, feedBody]).slice(0, 500)}`);
  const same = JSON.stringify(gwBody) === JSON.stringify(bareBody);
  return { gatewayItems: gwBody.length, bareItems: bareBody.length, feedItems: feedBody.length, samePage: same, gatewayLink: Boolean(gw.headers.get('link')) };
}

/** One phase: `rounds` rounds of interleaved runs against the data as loaded now. */
async function runPhase(name, { gatewayUrl, bareUrl, users }) {
  const discover = `/api/check-ins?feedType=discover&filter=recent&limit=${opt.limit}`;
  const feed = `/api/check-ins?feedType=feed&filter=recent&limit=${opt.limit}`;
  const gwDiscover = users.map((u) => ({ method: 'GET', path: discover, headers: { cookie: u.cookie } }));
  const gwFeed = users.map((u) => ({ method: 'GET', path: feed, headers: { cookie: u.cookie } }));
  const bareDiscover = users.map((u) => ({ method: 'GET', path: discover, headers: { 'x-viewer-id': String(u.id) } }));

  // Warm-up: every timeline rebuilt once, connections and plans warm.
  for (const u of users) await fetch(gatewayUrl + feed, { headers: { cookie: u.cookie } }).then((r) => r.arrayBuffer());
  await drive('warm-up gateway', { url: gatewayUrl, requests: [...gwFeed, ...gwDiscover], duration: 2 });
  await drive('warm-up bare', { url: bareUrl, requests: bareDiscover, duration: 1 });

  const rounds = [];
  for (let round = 1; round <= opt.rounds; round++) {
    const r = { round };
    r.feedFixed = await drive('gateway feed @rate', { url: gatewayUrl, requests: gwFeed, rate: opt.rate });
    // Gateway and bare in ABBA order (BAAB in even rounds), half a run each, so a burst of
    // background load on the machine hits both sides alike.
    const half = Math.max(1, opt.duration / 2);
    const { gateway, bare } = await interleaved(round, {
      gateway: () => drive('gateway discover max', { url: gatewayUrl, requests: gwDiscover, duration: half }),
      bare: () => drive('bare discover max', { url: bareUrl, requests: bareDiscover, duration: half }),
    });
    r.gatewayMax = gateway;
    r.bareMax = bare;
    r.discoverFixed = await drive('gateway discover @rate', { url: gatewayUrl, requests: gwDiscover, rate: opt.rate });
    r.feedMax = await drive('gateway feed max', { url: gatewayUrl, requests: gwFeed });
    // One connection: the service time of a request, with (almost) no queueing, timed to the
    // microsecond over a raw connection (driveSerial), gateway and bare interleaved like the
    // throughput runs.
    r.feedSerial = await driveSerial('gateway feed c=1', { url: gatewayUrl, requests: gwFeed, duration: 2 });
    const serial = await interleaved(round, {
      gateway: () => driveSerial('gateway discover c=1', { url: gatewayUrl, requests: gwDiscover, duration: 1 }),
      bare: () => driveSerial('bare discover c=1', { url: bareUrl, requests: bareDiscover, duration: 1 }),
    });
    r.discoverSerial = serial.gateway;
    r.bareSerial = serial.bare;
    r.loadavg = loadavg()[0];
    rounds.push(r);
    say(
      `${name} round ${round}/${opt.rounds}: discover gateway ${fmt(r.gatewayMax.rps, 0)} req/s vs bare ${fmt(r.bareMax.rps, 0)} ` +
        `(ratio ${fmt(r.gatewayMax.rps / r.bareMax.rps, 2)}); @${opt.rate}/s p99 discover ${fmt(r.discoverFixed.p99)} ms, ` +
        `feed ${fmt(r.feedFixed.p99)} ms (p50 ${fmt(r.feedFixed.p50)} ms; achieved ${fmt(r.discoverFixed.rps, 0)}/${fmt(r.feedFixed.rps, 0)} req/s); ` +
        `feed max ${fmt(r.feedMax.rps, 0)} req/s; c=1 mean feed ${fmt(r.feedSerial.mean, 2)} / discover ${fmt(r.discoverSerial.mean, 2)} / bare ${fmt(r.bareSerial.mean, 2)} ms; load ${fmt(r.loadavg, 1)}`,
    );
  }
  const m = (pick) => median(rounds.map(pick));
  return {
    name,
    rounds,
    medians: {
      gatewayDiscoverRps: m((r) => r.gatewayMax.rps),
      bareDiscoverRps: m((r) => r.bareMax.rps),
      // The target is a ratio of medians; the median of the per-round ratios is shown beside it.
      throughputRatio: m((r) => r.gatewayMax.rps) / m((r) => r.bareMax.rps),
      throughputRatioPerRoundMedian: m((r) => r.gatewayMax.rps / r.bareMax.rps),
      serviceTimeRatioC1: m((r) => r.bareSerial.mean) / m((r) => r.discoverSerial.mean),
      gatewayDiscoverP50AtMax: m((r) => r.gatewayMax.p50),
      bareDiscoverP50AtMax: m((r) => r.bareMax.p50),
      discoverP50AtRate: m((r) => r.discoverFixed.p50),
      discoverP99AtRate: m((r) => r.discoverFixed.p99),
      feedP50AtRate: m((r) => r.feedFixed.p50),
      feedMeanAtRate: m((r) => r.feedFixed.mean),
      feedP99AtRate: m((r) => r.feedFixed.p99),
      discoverAchievedRateRps: m((r) => r.discoverFixed.rps),
      feedAchievedRateRps: m((r) => r.feedFixed.rps),
      feedMaxRps: m((r) => r.feedMax.rps),
      feedMeanC1: m((r) => r.feedSerial.mean),
      gatewayDiscoverMeanC1: m((r) => r.discoverSerial.mean),
      bareDiscoverMeanC1: m((r) => r.bareSerial.mean),
      loadAverage1m: m((r) => r.loadavg),
      feedP50AtMax: m((r) => r.feedMax.p50),
    },
  };
}

async function deleteTimelines(prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:checkins:timeline:*`, 'COUNT', 1000);
      if (keys.length) deleted += await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

async function main() {
  const require = createRequire(import.meta.url);
  const startSystem = systemLauncher();
  try {
    require.resolve(join(repoRoot, 'services/checkins/dist/feeds/feed-sql.js'));
  } catch {
    throw new Error('Not built: run `npm run build` first (needs services/checkins).');
  }
  say(`options ${JSON.stringify(opt)}; database ${dbName}`);
  const random = createRandom(42);
  const databaseUrl = await createDatabase(serverUrl, dbName);
  let system;
  let bare;
  const cleanup = async () => {
    bare?.child.kill('SIGTERM');
    await system?.stop().catch((error) => console.error(`stopping the system: ${error.message}`));
    if (!flags.keep) await dropDatabase(serverUrl, dbName).catch((error) => console.error(`drop: ${error.message}`));
    else say(`kept database ${dbName} (${databaseUrl})`);
  };
  process.once('SIGINT', () => {
    void cleanup().finally(() => process.exit(130));
  });
  try {
    await migrate(databaseUrl);
    say('migrated (identity, checkins)');
    const from = Date.now() - 365 * 86400000;
    const smallEnd = from + (365 * 86400000 * opt.small) / opt.large;
    const world = await loadFeedWorld(databaseUrl, {
      users: opt.users,
      followsMin: opt.followsMin,
      followsMax: opt.followsMax,
      checkIns: opt.small,
      from,
      to: smallEnd,
      random,
    });
    const { sample } = world;
    const load = { usersMs: world.timings.usersMs, follows: world.follows, followsMs: world.timings.followsMs, smallMs: world.timings.checkInsMs };
    say(`loaded ${opt.users} users (${load.usersMs} ms), ${load.follows} follow edges (${load.followsMs} ms), ${opt.small} check-ins (${load.smallMs} ms)`);

    // The benchmark users: public, sharing, following many people.
    const chosen = await busiestViewers(databaseUrl, opt.benchUsers);

    system = await startSystem({
      env: { ...opt.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      nodeArgs: flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${flags.profile}`] : [],
    });
    bare = await startBareServer(databaseUrl);
    say(`system up at ${system.baseUrl}, bare server at ${bare.url}`);
    const users = [];
    for (const row of chosen) users.push(await login(system.baseUrl, `bench_user_${row.id}`));
    say(`signed in ${users.length} users following ${chosen.map((row) => row.n).join(', ')} people`);
    const sanitySmall = await sanity(system.baseUrl, bare.url, users[0]);
    say(`sanity: ${JSON.stringify(sanitySmall)}`);

    const small = await runPhase(`${opt.small} check-ins`, { gatewayUrl: system.baseUrl, bareUrl: bare.url, users });

    let t = Date.now();
    await withClient(databaseUrl, async (client) => {
      await loadCheckIns(client, { firstId: opt.small + 1, count: opt.large - opt.small, from: smallEnd, to: Date.now(), random, sample });
      load.largeMs = Date.now() - t;
      await client.query('VACUUM ANALYZE checkins.check_ins');
    });
    load.largeWithVacuumMs = Date.now() - t;
    const dropped = await deleteTimelines(system.redisPrefix);
    say(`topped up to ${opt.large} check-ins with COPY (${load.largeMs} ms, ${load.largeWithVacuumMs} ms with VACUUM ANALYZE); dropped ${dropped} cached timelines`);
    const sanityLarge = await sanity(system.baseUrl, bare.url, users[0]);
    say(`sanity: ${JSON.stringify(sanityLarge)}`);

    const large = await runPhase(`${opt.large} check-ins`, { gatewayUrl: system.baseUrl, bareUrl: bare.url, users });

    const actorTokens = measureActorTokens(require);
    report({ small, large, load, actorTokens, sanity: { small: sanitySmall, large: sanityLarge } });
  } finally {
    await cleanup();
  }
}

/**
 * What a signed actor costs per request, in microseconds: signing (the gateway, once per person
 * per half token life), verifying a token first seen (a service, once per token) and verifying a
 * remembered one (every other request).
 */
function measureActorTokens(require) {
  const { generateActorKeyring } = require(join(repoRoot, 'libs/messaging/dist/index.js'));
  const { signer, verifier } = generateActorKeyring('bench');
  const n = 2000;
  const now = Math.floor(Date.now() / 1000);
  const tokens = Array.from({ length: n }, (_, i) => signer.sign({ sub: i + 1, adm: false, iat: now, exp: now + 30 }));
  const time = (fn) => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) fn(i);
    return Number(process.hrtime.bigint() - start) / 1000 / n;
  };
  const signUs = time((i) => signer.sign({ sub: i + 1, adm: false, iat: now, exp: now + 30 }));
  const verifyUs = time((i) => verifier.verify(tokens[i]));
  const verifyRememberedUs = time((i) => verifier.verify(tokens[i]));
  return { signUs, verifyUs, verifyRememberedUs };
}

function report({ small, large, load, actorTokens, sanity: checks }) {
  const S = small.medians;
  const L = large.medians;
  const latencyRatio = L.feedP50AtRate / S.feedP50AtRate;
  const meanRatio = L.feedMeanAtRate / S.feedMeanAtRate;
  const serialRatio = L.feedMeanC1 / S.feedMeanC1;
  const achieved = (rps) => (rps < 0.9 * opt.rate ? ` (only ${fmt(rps, 0)} req/s reached: saturated)` : '');
  const rows = [
    ['gateway / bare discover throughput (1M)', fmt(L.throughputRatio, 2), '≥ 0.75', L.throughputRatio >= 0.75],
    [`p99 discover @ ${opt.rate} req/s (1M), ms${achieved(L.discoverAchievedRateRps)}`, fmt(L.discoverP99AtRate, 1), '≤ 50', L.discoverP99AtRate <= 50],
    [`p99 home feed @ ${opt.rate} req/s (1M), ms${achieved(L.feedAchievedRateRps)}`, fmt(L.feedP99AtRate, 1), '≤ 50', L.feedP99AtRate <= 50],
    [`home feed p50 latency @ ${opt.rate} req/s, 1M / 10k`, fmt(latencyRatio, 2), '≤ 1.25', latencyRatio <= 1.25],
    [`home feed mean latency @ ${opt.rate} req/s, 1M / 10k`, fmt(meanRatio, 2), '≤ 1.25', meanRatio <= 1.25],
    ['home feed mean latency, 1 connection, 1M / 10k', fmt(serialRatio, 2), '≤ 1.25', serialRatio <= 1.25],
    ['gateway / bare discover mean latency, 1 connection (1M)', fmt(1 / L.serviceTimeRatioC1, 2), '≤ 2', 1 / L.serviceTimeRatioC1 <= 2],
    ['home feed / discover max throughput, gateway (1M)', fmt(L.feedMaxRps / L.gatewayDiscoverRps, 2), '≥ 1', L.feedMaxRps >= L.gatewayDiscoverRps],
    ['home feed / discover max throughput, gateway (10k)', fmt(S.feedMaxRps / S.gatewayDiscoverRps, 2), '≥ 1', S.feedMaxRps >= S.gatewayDiscoverRps],
    ['gateway / bare discover throughput (10k)', fmt(S.throughputRatio, 2), '≥ 0.75', S.throughputRatio >= 0.75],
    [`p99 discover @ ${opt.rate} req/s (10k), ms`, fmt(S.discoverP99AtRate, 1), '≤ 50', S.discoverP99AtRate <= 50],
    ['signed actor: sign, µs (gateway, once per person per 15 s)', fmt(actorTokens.signUs, 1), '(info)', true],
    ['signed actor: verify a new token, µs (service, once per token)', fmt(actorTokens.verifyUs, 1), '(info)', true],
    ['signed actor: verify a remembered token, µs (every request)', fmt(actorTokens.verifyRememberedUs, 2), '(info)', true],
  ];
  const width = Math.max(...rows.map((row) => row[0].length));
  console.log(`\nFeed benchmark — medians over ${opt.rounds} rounds (${opt.duration} s runs, ${opt.connections} connections, page of ${opt.limit}, ${opt.users} users; ${cpus().length} CPUs, 1-min load average ${fmt(S.loadAverage1m, 1)} / ${fmt(L.loadAverage1m, 1)} during the phases)\n`);
  console.log(`${'metric'.padEnd(width)}  ${'value'.padStart(8)}  target   ok`);
  for (const [name, value, target, ok] of rows)
    console.log(`${name.padEnd(width)}  ${value.padStart(8)}  ${target.padEnd(7)}  ${target === '(info)' ? '' : ok ? 'yes' : 'NO'}`);
  console.log('\nMedians per phase:');
  const keys = Object.keys(S);
  const kw = Math.max(...keys.map((k) => k.length));
  console.log(`${''.padEnd(kw)}  ${small.name.padStart(20)}  ${large.name.padStart(20)}`);
  for (const key of keys) console.log(`${key.padEnd(kw)}  ${fmt(S[key], 2).padStart(20)}  ${fmt(L[key], 2).padStart(20)}`);
  console.log(`\nLoad: ${JSON.stringify(load)}\nSanity: ${JSON.stringify(checks)}`);
  console.log('\nRaw runs (req/s average, latency ms):');
  for (const phase of [small, large]) {
    for (const round of phase.rounds) {
      const line = ['feedFixed', 'gatewayMax', 'bareMax', 'discoverFixed', 'feedMax', 'feedSerial', 'discoverSerial', 'bareSerial']
        .map((k) => `${k} ${fmt(round[k].rps, 0)}/s mean ${fmt(round[k].mean, 1)} p50 ${fmt(round[k].p50)} p99 ${fmt(round[k].p99)}${round[k].non2xx ? ` non2xx ${round[k].non2xx}` : ''}`)
        .join(' | ');
      console.log(`  ${phase.name} r${round.round}: ${line}`);
    }
  }
  const dir = join(repoRoot, 'var', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `feed-${stamp}.json`);
  writeFileSync(file, JSON.stringify({ options: opt, load, actorTokens, sanity: checks, small, large }, null, 2));
  console.log(`\nRaw results: ${file}\nTotal time: ${totalTime()}`);
}

main().catch((error) => {
  console.error(`\nbench:feed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
