// `npm run bench:graphql`: what does the home feed cost through `/graphql` next to its REST route?
// Issue 12's target: a page of 20 cards (author, like state, counts) at p50 ≤ 1.3x REST's, same run.
//
// 1. Creates a database of its own (crema_bench_<timestamp>), runs every migration and bulk-loads
//    the feed benchmark's world with COPY (load.mjs): --users people, --follows-min..--follows-max
//    follow edges each, --check-ins check-ins. The benchmark viewers (the busiest home feeds) like
//    every third check-in of the people they follow, so the like state is not always false.
// 2. Boots the real system (@crema/testing's launcher) and signs the viewers in.
// 3. Checks each viewer's page through both paths: 200, --limit cards, the same check-ins in the
//    same order with the same author, like state and counts; and counts the subgraph requests one
//    GraphQL feed request makes (graphql_subgraph_requests_total on the gateway's /metrics).
// 4. --rounds rounds, each path in mirrored order (ABBA, BAAB, …; harness.mjs `interleaved`), half
//    of --duration per run: one connection (service time), a fixed --rate (open loop, p50/p99 with
//    queueing) and autocannon over --connections (max throughput). Paths: REST
//    `GET /api/check-ins?feedType=feed`, GraphQL as a plain POST (the main figure) and, unless
//    --without-apq, GraphQL as an automatic persisted query (GET with the hash).
// 5. Prints medians over rounds, the target lines, every raw run (also in
//    var/bench/graphql-<timestamp>.json), stops everything and drops the database (unless --keep),
//    on failure and Ctrl-C too.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/deployables.mjs';
import {
  drive,
  driveAtRate,
  driveSerial,
  fmt,
  interleaved,
  login,
  median,
  say,
  stamp,
  systemLauncher,
  totalTime,
} from './harness.mjs';
import {
  busiestViewers,
  createDatabase,
  createRandom,
  dropDatabase,
  loadFeedWorld,
  migrate,
  withClient,
} from './load.mjs';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '2000' },
    'check-ins': { type: 'string', default: '10000' },
    'follows-min': { type: 'string', default: '50' },
    'follows-max': { type: 'string', default: '150' },
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '5' },
    rate: { type: 'string', default: '100' },
    connections: { type: 'string', default: '16' },
    'bench-users': { type: 'string', default: '8' },
    limit: { type: 'string', default: '20' },
    'without-apq': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    profile: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`npm run bench:graphql -- [--users 2000] [--check-ins 10000] [--follows-min 50] [--follows-max 150]
  [--rounds 5] [--duration 5 (s per path per measurement, run as two halves)] [--rate 100 (req/s, open loop)]
  [--connections 16 (autocannon)] [--bench-users 8] [--limit 20] [--without-apq] [--keep]
  [--profile DIR (every process of the system writes a V8 CPU profile there when it stops;
   summarise with node scripts/bench/profile-summary.mjs DIR)]`);
  process.exit(0);
}
const opt = {
  users: Number(flags.users),
  checkIns: Number(flags['check-ins']),
  followsMin: Number(flags['follows-min']),
  followsMax: Number(flags['follows-max']),
  rounds: Number(flags.rounds),
  duration: Number(flags.duration),
  rate: Number(flags.rate),
  connections: Number(flags.connections),
  benchUsers: Number(flags['bench-users']),
  limit: Number(flags.limit),
  apq: !flags['without-apq'],
};
const TARGET = 1.3;

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crema';
const dbName = `crema_bench_${stamp}`;

const REST_PATH = `/api/check-ins?feedType=feed&limit=${opt.limit}`;
// What a feed card shows, and the page's cursor (REST gives it in its Link header).
const FEED_QUERY = `query HomeFeed($first: Int!) {
  feed(kind: HOME, first: $first) {
    nodes {
      id
      coffeeName
      roasterName
      rating
      createdAt
      author { username avatarUrl }
      viewerHasLiked
      likesCount
      commentsCount
    }
    pageInfo { hasNextPage endCursor }
  }
}`;
const variables = { first: opt.limit };
const persisted = {
  persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(FEED_QUERY).digest('hex') },
};
const POST_BODY = JSON.stringify({ query: FEED_QUERY, variables, operationName: 'HomeFeed' });
const APQ_PATH =
  `/graphql?operationName=HomeFeed&variables=${encodeURIComponent(JSON.stringify(variables))}` +
  `&extensions=${encodeURIComponent(JSON.stringify(persisted))}`;

/** Each path's request per viewer, as harness.mjs sends them (and autocannon, which takes the same shape). */
function requestsOf(users) {
  return {
    rest: users.map((u) => ({ method: 'GET', path: REST_PATH, headers: { cookie: u.cookie } })),
    graphql: users.map((u) => ({
      method: 'POST',
      path: '/graphql',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      body: POST_BODY,
    })),
    ...(opt.apq && {
      apq: users.map((u) => ({ method: 'GET', path: APQ_PATH, headers: { cookie: u.cookie } })),
    }),
  };
}
const PATH_NAMES = { rest: 'REST GET /api/check-ins', graphql: 'GraphQL POST', apq: 'GraphQL APQ GET' };

/** The viewers like every third check-in of the people they follow: a realistic mix of liked cards. */
async function likeSomeOfTheirFeeds(databaseUrl, viewerIds) {
  return withClient(databaseUrl, async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO checkins.likes (check_in_id, user_id)
       SELECT c.id, f.follower_id FROM checkins.follows f
       JOIN checkins.check_ins c ON c.user_id = f.following_id
       WHERE f.follower_id = ANY($1::int[]) AND c.id % 3 = 0
       ON CONFLICT DO NOTHING`,
      [viewerIds],
    );
    await client.query('ANALYZE checkins.likes');
    return rowCount;
  });
}

/** graphql_subgraph_requests_total per subgraph, from /metrics on the gateway's internal health port. */
async function subgraphRequests(healthUrl) {
  const response = await fetch(`${healthUrl}/metrics`);
  if (!response.ok) throw new Error(`GET ${healthUrl}/metrics: HTTP ${response.status}`);
  const text = await response.text();
  const counts = {};
  for (const match of text.matchAll(/^graphql_subgraph_requests_total\{subgraph="([^"]+)"\} (\d+)/gm))
    counts[match[1]] = Number(match[2]);
  return counts;
}
const sum = (counts) => Object.values(counts).reduce((total, n) => total + n, 0);

async function fetchJson(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Before anything is measured: every viewer's page through each path is a full page of the same
 * check-ins with the same author, like state and counts, so both paths do the same work.
 */
async function sanity(baseUrl, users) {
  let liked = 0;
  let cards = 0;
  for (const user of users) {
    const rest = await fetchJson(baseUrl + REST_PATH, { headers: { cookie: user.cookie } });
    const post = await fetchJson(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: POST_BODY,
    });
    const fail = (why) => {
      throw new Error(`sanity check for ${user.username}: ${why}: ${JSON.stringify(post).slice(0, 400)}`);
    };
    if (post.errors) fail('GraphQL errors');
    const nodes = post.data?.feed?.nodes ?? [];
    if (!Array.isArray(rest) || rest.length !== opt.limit)
      fail(`REST answered ${rest.length} cards, not ${opt.limit}`);
    if (nodes.length !== opt.limit) fail(`GraphQL answered ${nodes.length} cards, not ${opt.limit}`);
    rest.forEach((card, i) => {
      const node = nodes[i];
      const same =
        node.id === String(card.id) &&
        node.author.username === card.username &&
        node.author.avatarUrl === card.userAvatar &&
        node.viewerHasLiked === card.isLiked &&
        node.likesCount === card.likesCount &&
        node.commentsCount === card.commentsCount &&
        node.coffeeName === card.coffeeName &&
        node.rating === card.rating;
      if (!same) fail(`card ${i} differs from REST's ${JSON.stringify(card).slice(0, 200)}`);
      if (node.viewerHasLiked) liked++;
      cards++;
    });
    if (opt.apq) {
      // The first POST with the hash registers the query; afterwards a GET with the hash alone answers it.
      const registered = await fetchJson(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          query: FEED_QUERY,
          variables,
          operationName: 'HomeFeed',
          extensions: persisted,
        }),
      });
      const byHash = await fetchJson(baseUrl + APQ_PATH, { headers: { cookie: user.cookie } });
      if (
        JSON.stringify(byHash) !== JSON.stringify(post) ||
        JSON.stringify(registered) !== JSON.stringify(post)
      )
        fail('the persisted query answered differently');
    }
  }
  return { viewers: users.length, cardsPerPage: opt.limit, cards, likedCards: liked };
}

/** Subgraph requests of `n` sequential GraphQL feed requests, per request and per subgraph. */
async function subgraphRequestsPerQuery({ baseUrl, gatewayHealthUrl }, users, n = 20) {
  const before = await subgraphRequests(gatewayHealthUrl);
  for (let i = 0; i < n; i++) {
    const user = users[i % users.length];
    await fetchJson(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: POST_BODY,
    });
  }
  const after = await subgraphRequests(gatewayHealthUrl);
  const perSubgraph = Object.fromEntries(
    Object.keys(after).map((name) => [name, (after[name] - (before[name] ?? 0)) / n]),
  );
  return { requests: n, perQuery: (sum(after) - sum(before)) / n, perSubgraph };
}

/** Connections, plans, timelines and the JIT warm on every path. */
async function warmUp(url, users) {
  const requests = requestsOf(users);
  for (const path of Object.keys(requests))
    await drive(`warm-up ${path}`, { url, requests: requests[path], duration: 2, connections: 4 });
}

/** The rounds: each measurement runs every path in mirrored order, half of --duration per run. */
async function runRounds(url, users) {
  const requests = requestsOf(users);
  const paths = Object.keys(requests);
  const half = Math.max(1, opt.duration / 2);
  const sides = (run) => Object.fromEntries(paths.map((path) => [path, () => run(path)]));

  const rounds = [];
  for (let round = 1; round <= opt.rounds; round++) {
    const r = { round };
    r.serial = await interleaved(
      round,
      sides((path) => driveSerial(`${path} c=1`, { url, requests: requests[path], duration: half })),
    );
    r.fixed = await interleaved(
      round,
      sides((path) =>
        driveAtRate(`${path} @${opt.rate}/s`, {
          url,
          requests: requests[path],
          rate: opt.rate,
          duration: half,
        }),
      ),
    );
    r.max = await interleaved(
      round,
      sides((path) =>
        drive(`${path} max`, { url, requests: requests[path], duration: half, connections: opt.connections }),
      ),
    );
    r.loadavg = loadavg()[0];
    rounds.push(r);
    const ratio = (kind, key) => fmt(r[kind].graphql[key] / r[kind].rest[key], 2);
    say(
      `round ${round}/${opt.rounds}: c=1 p50 REST ${fmt(r.serial.rest.p50, 2)} / GraphQL ${fmt(r.serial.graphql.p50, 2)} ms (${ratio('serial', 'p50')}x); ` +
        `@${opt.rate}/s p50 ${fmt(r.fixed.rest.p50, 2)} / ${fmt(r.fixed.graphql.p50, 2)} ms (${ratio('fixed', 'p50')}x), ` +
        `p99 ${fmt(r.fixed.rest.p99, 1)} / ${fmt(r.fixed.graphql.p99, 1)} ms; max ${fmt(r.max.rest.rps, 0)} / ${fmt(r.max.graphql.rps, 0)} req/s` +
        (opt.apq ? `; APQ c=1 p50 ${fmt(r.serial.apq.p50, 2)} ms, max ${fmt(r.max.apq.rps, 0)} req/s` : '') +
        `; load ${fmt(r.loadavg, 1)}`,
    );
  }
  return { paths, rounds };
}

/** Medians over rounds of every figure of every path, and the ratios to REST's. */
function summarise({ paths, rounds }) {
  const m = (pick) => median(rounds.map(pick));
  const medians = {};
  for (const path of paths) {
    medians[path] = {
      serialP50: m((r) => r.serial[path].p50),
      serialP99: m((r) => r.serial[path].p99),
      serialMean: m((r) => r.serial[path].mean),
      serialRps: m((r) => r.serial[path].rps),
      fixedP50: m((r) => r.fixed[path].p50),
      fixedP99: m((r) => r.fixed[path].p99),
      fixedMean: m((r) => r.fixed[path].mean),
      fixedAchievedRps: m((r) => r.fixed[path].rps),
      maxRps: m((r) => r.max[path].rps),
      maxP50: m((r) => r.max[path].p50),
      maxP99: m((r) => r.max[path].p99),
    };
  }
  // The target is a ratio of medians; the median of the per-round ratios is shown beside it.
  const ratios = {};
  for (const path of paths.filter((p) => p !== 'rest')) {
    ratios[path] = Object.fromEntries(
      Object.keys(medians.rest).map((key) => [key, medians[path][key] / medians.rest[key]]),
    );
    ratios[path].perRound = {
      serialP50: m((r) => r.serial[path].p50 / r.serial.rest.p50),
      fixedP50: m((r) => r.fixed[path].p50 / r.fixed.rest.p50),
    };
  }
  return {
    medians,
    ratios,
    loadAverage1m: {
      median: m((r) => r.loadavg),
      min: Math.min(...rounds.map((r) => r.loadavg)),
      max: Math.max(...rounds.map((r) => r.loadavg)),
    },
  };
}

function report({ measured, summary, checks, subgraph, subgraphOverRuns, load }) {
  const { medians, ratios, loadAverage1m } = summary;
  const verdict = (ratio) => (ratio <= TARGET ? 'met' : 'NOT met');
  console.log(
    `\nGraphQL vs REST home feed — medians over ${opt.rounds} rounds (${opt.duration / 2} s runs, each path twice a round in mirrored order; page of ${opt.limit}; ` +
      `${opt.users} users, ${load.follows} follow edges, ${opt.checkIns} check-ins; ${cpus().length} CPUs, 1-min load average ${fmt(loadAverage1m.median, 1)} ` +
      `(${fmt(loadAverage1m.min, 1)}–${fmt(loadAverage1m.max, 1)}))\n`,
  );
  const columns = [
    ['c=1 p50', 'serialP50', 2],
    ['c=1 p99', 'serialP99', 2],
    ['c=1 mean', 'serialMean', 2],
    [`@${opt.rate}/s p50`, 'fixedP50', 2],
    [`@${opt.rate}/s p99`, 'fixedP99', 2],
    ['max req/s', 'maxRps', 0],
    ['max p99', 'maxP99', 0],
  ];
  const nameWidth = Math.max(...measured.paths.map((path) => PATH_NAMES[path].length));
  console.log(
    `${''.padEnd(nameWidth)}  ${columns.map(([title]) => title.padStart(11)).join('')}   (latencies in ms)`,
  );
  for (const path of measured.paths)
    console.log(
      `${PATH_NAMES[path].padEnd(nameWidth)}  ${columns.map(([, key, digits]) => fmt(medians[path][key], digits).padStart(11)).join('')}`,
    );
  for (const path of Object.keys(ratios))
    console.log(
      `${`${PATH_NAMES[path]} / REST`.padEnd(nameWidth)}  ${columns.map(([, key]) => fmt(ratios[path][key], 2).padStart(11)).join('')}`,
    );

  console.log(
    `\nTarget: GraphQL p50 / REST p50 ≤ ${TARGET} (plain POST; median of per-round ratios in brackets)`,
  );
  const g = ratios.graphql;
  console.log(
    `  one connection:   ${fmt(g.serialP50, 2)} (${fmt(g.perRound.serialP50, 2)}): ${verdict(g.serialP50)}`,
  );
  console.log(
    `  @${opt.rate} req/s:       ${fmt(g.fixedP50, 2)} (${fmt(g.perRound.fixedP50, 2)}): ${verdict(g.fixedP50)}`,
  );
  if (ratios.apq)
    console.log(
      `  APQ (GET by hash, for comparison): one connection ${fmt(ratios.apq.serialP50, 2)}, @${opt.rate} req/s ${fmt(ratios.apq.fixedP50, 2)}`,
    );
  console.log(
    `\nSubgraph requests per GraphQL feed request: ${fmt(subgraph.perQuery, 2)} (${
      Object.entries(subgraph.perSubgraph)
        .filter(([, n]) => n > 0)
        .map(([name, n]) => `${name} ${fmt(n, 2)}`)
        .join(', ') || 'none'
    }; ` + `${subgraph.requests} sequential requests); over the measured runs ${fmt(subgraphOverRuns, 2)}`,
  );
  console.log(`Sanity: ${JSON.stringify(checks)}\nLoad: ${JSON.stringify(load)}`);

  console.log('\nRaw runs (each the mean of its two halves; rate req/s, latencies ms, 1-min load average):');
  for (const round of measured.rounds)
    for (const kind of ['serial', 'fixed', 'max'])
      for (const path of measured.paths) {
        const run = round[kind][path];
        console.log(
          `  r${round.round} ${kind.padEnd(6)} ${path.padEnd(7)} ${fmt(run.rps, 0).padStart(5)}/s p50 ${fmt(run.p50, 2)} p90 ${fmt(run.p90, 2)} p99 ${fmt(run.p99, 2)} ` +
            `mean ${fmt(run.mean, 2)} max ${fmt(run.max, 1)} n ${run.total} load ${fmt(run.load1m, 2)}${run.non2xx || run.errors ? ` non2xx ${run.non2xx} errors ${run.errors}` : ''}`,
        );
      }

  const dir = join(repoRoot, 'var', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `graphql-${stamp}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        options: opt,
        query: FEED_QUERY,
        restPath: REST_PATH,
        load,
        sanity: checks,
        subgraph,
        subgraphOverRuns,
        ...summary,
        rounds: measured.rounds,
      },
      null,
      2,
    ),
  );
  console.log(`\nRaw results: ${file}\nTotal time: ${totalTime()}`);
  if (flags.profile)
    console.log(`CPU profiles: ${flags.profile} (node scripts/bench/profile-summary.mjs ${flags.profile})`);
}

async function main() {
  const startSystem = systemLauncher();
  say(`options ${JSON.stringify(opt)}; database ${dbName}`);
  const databaseUrl = await createDatabase(serverUrl, dbName);
  let system;
  let cleaning;
  // Once, whichever comes first: the end of the run, a failure or a signal.
  const cleanup = () =>
    (cleaning ??= (async () => {
      await system?.stop().catch((error) => console.error(`stopping the system: ${error.message}`));
      if (!flags.keep)
        await dropDatabase(serverUrl, dbName).catch((error) => console.error(`drop: ${error.message}`));
      else say(`kept database ${dbName} (${databaseUrl})`);
    })());
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      void cleanup().finally(() => process.exit(130));
    });
  try {
    await migrate(databaseUrl);
    const world = await loadFeedWorld(databaseUrl, {
      users: opt.users,
      followsMin: opt.followsMin,
      followsMax: opt.followsMax,
      checkIns: opt.checkIns,
      from: Date.now() - 365 * 86400000,
      to: Date.now(),
      random: createRandom(42),
    });
    const chosen = await busiestViewers(databaseUrl, opt.benchUsers);
    const likes = await likeSomeOfTheirFeeds(
      databaseUrl,
      chosen.map((row) => row.id),
    );
    const load = { follows: world.follows, likes, ...world.timings };
    say(
      `loaded ${opt.users} users, ${world.follows} follow edges, ${opt.checkIns} check-ins, ${likes} likes by the viewers (${JSON.stringify(world.timings)})`,
    );

    system = await startSystem({
      env: { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      nodeArgs: flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${flags.profile}`] : [],
    });
    const users = [];
    for (const row of chosen) users.push(await login(system.baseUrl, `bench_user_${row.id}`));
    say(
      `system up at ${system.baseUrl}; signed in ${users.length} viewers following ${chosen.map((row) => row.n).join(', ')} people`,
    );

    const checks = await sanity(system.baseUrl, users);
    const subgraph = await subgraphRequestsPerQuery(system, users);
    say(`sanity ${JSON.stringify(checks)}; subgraph requests per query ${JSON.stringify(subgraph)}`);

    await warmUp(system.baseUrl, users);
    const before = sum(await subgraphRequests(system.gatewayHealthUrl));
    const measured = await runRounds(system.baseUrl, users);
    const answered = measured.rounds.reduce(
      (total, r) =>
        total +
        ['serial', 'fixed', 'max'].reduce(
          (n, kind) => n + r[kind].graphql.total + (r[kind].apq?.total ?? 0),
          0,
        ),
      0,
    );
    // A cross-check of the sequential count under load (autocannon may leave a request unanswered at a run's end).
    const subgraphOverRuns = (sum(await subgraphRequests(system.gatewayHealthUrl)) - before) / answered;
    report({ measured, summary: summarise(measured), checks, subgraph, subgraphOverRuns, load });
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(
    `\nbench:graphql failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
