// `npm run bench:notify`: with 1,000 notification streams open on one gateway, how long from a like
// to its `notification` event on the liked person's stream, and what does an idle stream cost the
// gateway in memory? (issue 11, item 5: p99 ≤ 300 ms.)
//
// 1. Creates a database of its own (crema_bench_<timestamp>), runs every migration and bulk-loads
//    with COPY --recipients people who will hold the streams, --likers people who like, and one
//    check-in per like (owned by the recipients in turn), every profile public. social's
//    user_cards projection (which names a notification's actor) is written in SQL from the same
//    rows, as its user consumer would have filled it.
//    The password hash is argon2id at a low cost (1 pass, 4 MiB): identity verifies whatever
//    parameters the hash carries, and a thousand sign-ins at the default cost take minutes on
//    two busy cores; sign-in is not what is measured.
// 2. Boots the real system (@crema/testing's launcher, the built processes; the gateway with an
//    inspector on a free local port) and signs everyone in. The gateway's memory comes from its
//    own /metrics (prom-client's process_resident_memory_bytes, which the gateway reads from
//    /proc/self, plus V8 heap used and external memory), each reading right after a full GC that
//    the script asks for through the inspector (HeapProfiler.collectGarbage), so garbage from
//    opening the streams does not count as their cost: the median of --samples readings a second
//    apart, once before the streams open (after one stream opened and closed, so one-time costs
//    are in the baseline) and once after they all sent their first `unread` event
//    and sat idle for --settle seconds. Per idle stream = (after − before) / streams. RSS is what
//    the process holds from the system (V8 may keep freed pages), the heap what the streams keep
//    alive.
// 3. Opens --streams-per-person streams per recipient (default 1 × 1,000 people: a NATS
//    subscription and a Redis slot per stream, the worst case for the gateway) with raw node:http
//    sockets from this process, parsing events as they come.
// 4. --warmup likes at 10/s (discarded), then an open loop: --rate likes per second for --duration
//    seconds, evenly spaced whatever the answers do, each from a liker on a check-in nobody liked
//    yet (so each creates a new notification). A like's latency runs from the instant its POST was
//    due (= sent: the loop never waits for answers) to the first `notification` event naming that
//    check-in and that liker on any of the owner's streams. A like with no event within --timeout ms
//    counts as missed (must be 0); every stream of the owner should get it (deliveries).
// 5. Stage split per like, from the rows the run left: the event's occurredAt (checkins, in the
//    like's transaction), its outbox row's published_at (the relay's transaction), social's
//    processed_events.processed_at for `social-notifications` (the handler's transaction) and the
//    arrival; all on this machine's one clock (the database's are transaction start times).
//    The script shares the cores with the system, so it reports its own event-loop delay too.
//    How many cores the run had: the machine's busy time over the run, split into the system's
//    processes (the launcher's children, NATS included), this script, and the rest: PostgreSQL and
//    Redis (shared services, not children) and whatever else the shared machine runs.
// 6. Prints p50/p90/p99/max against the target, gateway memory, the load average; writes the
//    figures and every sample to var/bench/notify-<timestamp>.json; drops the database unless --keep.
import http from 'node:http';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setInterval, clearInterval } from 'node:timers';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import { repoRoot } from '../lib/deployables.mjs';
import { mapLimit } from '../demo/client.mjs';
import { fmt, login, median, say, stamp, systemLauncher, totalTime } from './harness.mjs';
import {
  BENCH_PASSWORD,
  createDatabase,
  createRandom,
  dropDatabase,
  loadCheckIns,
  loadUsers,
  migrate,
  withClient,
} from './load.mjs';

const { values: flags } = parseArgs({
  options: {
    recipients: { type: 'string', default: '1000' },
    'streams-per-person': { type: 'string', default: '1' },
    likers: { type: 'string', default: '20' },
    rate: { type: 'string', default: '20' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '20' },
    settle: { type: 'string', default: '10' },
    samples: { type: 'string', default: '5' },
    timeout: { type: 'string', default: '5000' },
    keep: { type: 'boolean', default: false },
    profile: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`npm run bench:notify -- [--recipients 1000] [--streams-per-person 1 (at most 5)] [--likers 20]
  [--rate 20 (likes/s)] [--duration 30 (s)] [--warmup 20 (likes)] [--settle 10 (s idle before the memory reading)]
  [--samples 5 (memory readings, 1 s apart)] [--timeout 5000 (ms: a like's event later than that is missed)] [--keep]
  [--profile DIR (every process writes a V8 CPU profile there when it stops; node scripts/bench/profile-summary.mjs DIR)]`);
  process.exit(0);
}
const opt = {
  recipients: Number(flags.recipients),
  streamsPerPerson: Number(flags['streams-per-person']),
  likers: Number(flags.likers),
  rate: Number(flags.rate),
  duration: Number(flags.duration),
  warmup: Number(flags.warmup),
  settleSeconds: Number(flags.settle),
  samples: Number(flags.samples),
  timeoutMs: Number(flags.timeout),
};
const TARGET_P99_MS = 300;
const TARGET_STREAMS = 1000;
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crema';
const dbName = `crema_bench_${stamp}`;
const measuredLikes = Math.round(opt.rate * opt.duration);
const checkIns = opt.warmup + measuredLikes;
const streamCount = opt.recipients * opt.streamsPerPerson;
/** Wall-clock milliseconds of a performance.now() instant (to compare with the database's times). */
const wallClock = (instant) => performance.timeOrigin + instant;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const KiB = 1024;
const MiB = 1024 * 1024;

/**
 * People 1..recipients hold streams and own the check-ins (check-in n belongs to recipient
 * (n − 1) mod recipients + 1); the likers come after them. Everyone public, so every like is allowed
 * and every notification may name its actor.
 */
async function loadWorld(client, passwordHash) {
  const users = opt.recipients + opt.likers;
  await loadUsers(client, { users, passwordHash });
  await client.query(`UPDATE checkins.authors SET profile_visibility = 'public', share_check_ins = true`);
  let owner = 0;
  await loadCheckIns(client, {
    firstId: 1,
    count: checkIns,
    from: Date.now() - 30 * 86_400_000,
    to: Date.now() - 3_600_000,
    random: createRandom(2026),
    sample: () => (owner++ % opt.recipients) + 1,
  });
  await client.query(`INSERT INTO social.user_cards (id, username, avatar_url, bio, profile_visibility, share_check_ins, updated_at)
    SELECT id, username, avatar_url, NULL, profile_visibility, share_check_ins, now() FROM checkins.authors`);
  await client.query('VACUUM ANALYZE');
}

const ownerOf = (checkInId) => ((checkInId - 1) % opt.recipients) + 1;

/** The gateway's own memory figures from its Prometheus endpoint, in bytes. */
async function gatewayMemory(gatewayHealthUrl) {
  const text = await (await fetch(`${gatewayHealthUrl}/metrics`)).text();
  const read = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1]);
  return {
    rss: read('process_resident_memory_bytes'),
    heapUsed: read('nodejs_heap_size_used_bytes'),
    external: read('nodejs_external_memory_bytes'),
  };
}

/**
 * A full garbage collection in the gateway, through its inspector (Chrome DevTools Protocol over
 * WebSocket: node --experimental-websocket on Node 20).
 */
async function collectGarbage(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new globalThis.WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onerror = () => reject(new Error('the gateway inspector refused the connection'));
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    socket.onmessage = (message) => {
      if (JSON.parse(message.data).id === 1) resolve();
    };
  });
  socket.close();
}

/**
 * CPU time so far, in seconds (Linux /proc): the whole machine's busy time, the system's
 * processes' (the launcher's children: every service, worker, the gateway and NATS) and this
 * script's. The rest (busy − system − script) is PostgreSQL, Redis and the shared machine's other work.
 */
function cpuSeconds() {
  const tick = 100; // USER_HZ
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = fields[3] + fields[4];
  const busy = (fields.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle) / tick;
  let system = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(after[1]) === process.pid) system += (Number(after[11]) + Number(after[12])) / tick;
    } catch {
      // Gone meanwhile.
    }
  }
  const own = process.cpuUsage();
  return { busy, system, script: (own.user + own.system) / 1e6, at: performance.now() };
}

/** Cores used on average between two cpuSeconds() readings. */
function coresUsed(from, to) {
  const seconds = (to.at - from.at) / 1000;
  const per = (key) => (to[key] - from[key]) / seconds;
  return {
    machine: per('busy'),
    system: per('system'),
    script: per('script'),
    others: per('busy') - per('system') - per('script'),
  };
}

/** The median of `opt.samples` readings one second apart, each right after a full GC. */
async function steadyMemory(gatewayHealthUrl, inspectPort) {
  const readings = [];
  for (let i = 0; i < opt.samples; i++) {
    if (i > 0) await sleep(1000);
    await collectGarbage(inspectPort);
    readings.push(await gatewayMemory(gatewayHealthUrl));
  }
  return {
    rss: median(readings.map((r) => r.rss)),
    heapUsed: median(readings.map((r) => r.heapUsed)),
    external: median(readings.map((r) => r.external)),
  };
}

/**
 * One GET /api/notifications/stream on a socket of its own, read the way EventSource reads it.
 * Resolves once the first `unread` event came (the stream is live: its NATS subscription exists).
 */
function openStream(baseUrl, person, index, onNotification) {
  const url = new URL('/api/notifications/stream', baseUrl);
  const stream = { person, index, events: 0, closed: false, request: undefined };
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        agent: false,
        headers: { accept: 'text/event-stream', cookie: person.cookie },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`stream of ${person.username}: HTTP ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            const data = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
            }
            if (data.length === 0) continue;
            stream.events++;
            if (event === 'unread') resolve(stream);
            else if (event === 'notification') onNotification(JSON.parse(data.join('\n')), at, stream);
          }
        });
        response.on('close', () => {
          stream.closed = true;
        });
      },
    );
    request.on('error', (error) => {
      stream.closed = true;
      reject(error);
    });
    request.setTimeout(0);
    stream.request = request;
  });
}

/**
 * Sends the likes at `rate` per second (open loop) and waits for their events; each like is
 * {checkInId, liker, due, answeredAt, status, arrivals[]} when it returns.
 */
async function driveLikes({ baseUrl, likers, firstCheckInId, count, rate, pending }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(baseUrl);
  const interval = 1000 / rate;
  const likes = [];
  const answers = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const checkInId = firstCheckInId + i;
    const liker = likers[i % likers.length];
    const like = {
      checkInId,
      ownerId: ownerOf(checkInId),
      likerId: liker.id,
      due,
      sentAt: performance.now(),
      answeredAt: NaN,
      status: 0,
      arrivals: [],
    };
    likes.push(like);
    pending.set(`${checkInId}:${liker.id}`, like);
    answers.push(
      new Promise((resolve) => {
        const request = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path: `/api/check-ins/${checkInId}/like`,
            headers: { cookie: liker.cookie, origin: baseUrl, 'content-length': 0 },
          },
          (response) => {
            response.resume();
            response.once('end', () => {
              like.answeredAt = performance.now();
              like.status = response.statusCode;
              resolve();
            });
          },
        );
        request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
        request.once('error', () => {
          like.answeredAt = performance.now();
          like.status = -1;
          resolve();
        });
        request.end();
      }),
    );
  }
  const sentFor = (performance.now() - started) / 1000;
  await Promise.all(answers);
  // Every like gets its full timeout from the instant it was due.
  const deadline = likes.at(-1).due + opt.timeoutMs;
  while (performance.now() < deadline && likes.some((like) => like.arrivals.length < opt.streamsPerPerson))
    await sleep(50);
  agent.destroy();
  return { likes, achievedRate: count / sentFor };
}

/** Per like: when checkins recorded the event, when the relay published it, when social took it. */
async function stagesOf(databaseUrl, likes) {
  const rows = await withClient(databaseUrl, (client) =>
    client.query(
      `SELECT (o.payload->'data'->>'checkInId')::int AS check_in_id, (o.payload->'data'->>'userId')::int AS liker_id,
         extract(epoch FROM (o.payload->>'occurredAt')::timestamptz) * 1000 AS occurred,
         extract(epoch FROM o.published_at) * 1000 AS published,
         extract(epoch FROM p.processed_at) * 1000 AS processed
       FROM checkins.outbox o
       LEFT JOIN social.processed_events p ON p.event_id = o.id AND p.consumer = 'social-notifications'
       WHERE o.subject = 'evt.checkins.like.created.v1'`,
    ),
  );
  const byKey = new Map(rows.rows.map((row) => [`${row.check_in_id}:${row.liker_id}`, row]));
  const stages = { request: [], relay: [], consumer: [], delivery: [] };
  for (const like of likes) {
    const row = byKey.get(`${like.checkInId}:${like.likerId}`);
    const arrived = like.arrivals[0];
    if (!row || arrived === undefined || row.processed === null) continue;
    const due = wallClock(like.due);
    stages.request.push(Number(row.occurred) - due);
    stages.relay.push(Number(row.published) - Number(row.occurred));
    stages.consumer.push(Number(row.processed) - Number(row.published));
    stages.delivery.push(wallClock(arrived) - Number(row.processed));
  }
  return Object.fromEntries(
    Object.entries(stages).map(([name, values]) => {
      values.sort((a, b) => a - b);
      return [name, { p50: quantile(values, 0.5), p99: quantile(values, 0.99), max: values.at(-1) ?? NaN }];
    }),
  );
}

function summarise(likes) {
  const latencies = [];
  const answerLatencies = [];
  const afterAnswer = [];
  let missed = 0;
  let partial = 0;
  let failed = 0;
  for (const like of likes) {
    answerLatencies.push(like.answeredAt - like.due);
    if (like.status < 200 || like.status >= 300) failed++;
    const first = like.arrivals[0];
    if (first === undefined || first - like.due > opt.timeoutMs) {
      missed++;
      continue;
    }
    if (like.arrivals.length < opt.streamsPerPerson) partial++;
    latencies.push(first - like.due);
    afterAnswer.push(first - like.answeredAt);
  }
  for (const list of [latencies, answerLatencies, afterAnswer]) list.sort((a, b) => a - b);
  return {
    likes: likes.length,
    delivered: latencies.length,
    missed,
    partialDeliveries: partial,
    failedLikes: failed,
    p50: quantile(latencies, 0.5),
    p90: quantile(latencies, 0.9),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
    likeAnswerP50: quantile(answerLatencies, 0.5),
    likeAnswerP99: quantile(answerLatencies, 0.99),
    afterAnswerP50: quantile(afterAnswer, 0.5),
    afterAnswerP99: quantile(afterAnswer, 0.99),
  };
}

async function main() {
  const startSystem = systemLauncher();
  if (typeof globalThis.WebSocket !== 'function')
    throw new Error('Run with node --experimental-websocket (npm run bench:notify does)');
  const { freePort } = createRequire(import.meta.url)(join(repoRoot, 'libs/testing/dist/index.js'));
  const inspectPort = await freePort();
  if (opt.streamsPerPerson < 1 || opt.streamsPerPerson > 5)
    throw new Error('--streams-per-person is 1 to 5 (the gateway allows 5)');
  say(`options ${JSON.stringify(opt)}; ${streamCount} streams; database ${dbName}`);
  const databaseUrl = await createDatabase(serverUrl, dbName);
  let system;
  const streams = [];
  const cleanup = async () => {
    for (const stream of streams) stream.request?.destroy();
    await system?.stop().catch((error) => console.error(`stopping the system: ${error.message}`));
    if (!flags.keep)
      await dropDatabase(serverUrl, dbName).catch((error) => console.error(`drop: ${error.message}`));
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    await migrate(databaseUrl);
    const passwordHash = await argon2.hash(BENCH_PASSWORD, {
      type: argon2.argon2id,
      timeCost: 1,
      memoryCost: 4096,
    });
    let t = Date.now();
    await withClient(databaseUrl, (client) => loadWorld(client, passwordHash));
    say(`loaded ${opt.recipients + opt.likers} people and ${checkIns} check-ins in ${Date.now() - t} ms`);

    system = await startSystem({
      env: { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
      nodeArgs: flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${flags.profile}`] : [],
      gatewayNodeArgs: [`--inspect=127.0.0.1:${inspectPort}`],
    });
    const baseUrl = system.baseUrl;
    t = Date.now();
    const usernames = Array.from({ length: opt.recipients + opt.likers }, (_, i) => `bench_user_${i + 1}`);
    const people = await mapLimit(usernames, 4, (username) => login(baseUrl, username));
    const recipients = people.slice(0, opt.recipients);
    const likers = people.slice(opt.recipients);
    say(`system up at ${baseUrl}; ${people.length} people signed in in ${Date.now() - t} ms`);

    // Each like's first arrival, and every stream it reached.
    const pending = new Map();
    const onNotification = (notification, at, stream) => {
      const like = pending.get(`${notification.checkInId}:${notification.actor?.id}`);
      if (!like || like.ownerId !== stream.person.id) return;
      like.arrivals.push(at);
    };

    // One stream opened and closed first, so code paths run once (compiled code, lazy singletons)
    // are in the baseline rather than in the streams' cost.
    (await openStream(baseUrl, likers[0], -1, () => undefined)).request.destroy();
    await sleep(opt.settleSeconds * 1000);
    const before = await steadyMemory(system.gatewayHealthUrl, inspectPort);
    say(
      `gateway before the streams: RSS ${fmt(before.rss / MiB)} MiB, heap used ${fmt(before.heapUsed / MiB)} MiB`,
    );
    t = Date.now();
    const slots = recipients.flatMap((person) => Array.from({ length: opt.streamsPerPerson }, () => person));
    let opened = 0;
    await mapLimit(slots, 16, async (person, index) => {
      streams.push(await openStream(baseUrl, person, index, onNotification));
      if (++opened % 250 === 0) say(`  ${opened} streams open`);
    });
    say(`${streams.length} streams open in ${Date.now() - t} ms; idle for ${opt.settleSeconds} s`);
    await sleep(opt.settleSeconds * 1000);
    const idle = await steadyMemory(system.gatewayHealthUrl, inspectPort);
    const perStream = {
      rssKiB: (idle.rss - before.rss) / streams.length / KiB,
      heapUsedKiB: (idle.heapUsed - before.heapUsed) / streams.length / KiB,
      externalKiB: (idle.external - before.external) / streams.length / KiB,
    };
    say(
      `gateway with ${streams.length} idle streams: RSS ${fmt(idle.rss / MiB)} MiB (${fmt(perStream.rssKiB)} KiB a stream), heap used ${fmt(idle.heapUsed / MiB)} MiB (${fmt(perStream.heapUsedKiB)} KiB a stream)`,
    );

    say(`warm-up: ${opt.warmup} likes at 10/s`);
    if (opt.warmup > 0)
      await driveLikes({ baseUrl, likers, firstCheckInId: 1, count: opt.warmup, rate: 10, pending });
    say(`measuring: ${measuredLikes} likes at ${opt.rate}/s`);
    const during = [];
    const sampler = setInterval(
      () =>
        void gatewayMemory(system.gatewayHealthUrl).then(
          (m) => during.push(m),
          () => undefined,
        ),
      1000,
    );
    const clientLag = monitorEventLoopDelay({ resolution: 10 });
    clientLag.enable();
    const cpuBefore = cpuSeconds();
    const run = await driveLikes({
      baseUrl,
      likers,
      firstCheckInId: opt.warmup + 1,
      count: measuredLikes,
      rate: opt.rate,
      pending,
    });
    const cores = coresUsed(cpuBefore, cpuSeconds());
    clientLag.disable();
    clearInterval(sampler);
    const figures = { ...summarise(run.likes), achievedRate: run.achievedRate };
    const closedEarly = streams.filter((stream) => stream.closed).length;
    const stages = await stagesOf(databaseUrl, run.likes);
    const load = loadavg();
    const memory = {
      before,
      idle,
      perStream,
      duringRunRss: { median: median(during.map((m) => m.rss)), max: Math.max(...during.map((m) => m.rss)) },
    };

    console.log('');
    console.log(
      `like → notification event on an open stream, ${streams.length} streams open (${opt.recipients} people × ${opt.streamsPerPerson}), ${fmt(figures.achievedRate)} likes/s:`,
    );
    console.log(
      `  likes ${figures.likes}   delivered ${figures.delivered}   missed (> ${opt.timeoutMs} ms or never) ${figures.missed}   failed likes ${figures.failedLikes}   partial deliveries ${figures.partialDeliveries}`,
    );
    console.log(
      `  p50 ${fmt(figures.p50)} ms   p90 ${fmt(figures.p90)} ms   p99 ${fmt(figures.p99)} ms   max ${fmt(figures.max)} ms`,
    );
    console.log(
      `  POST …/like answered: p50 ${fmt(figures.likeAnswerP50)} ms, p99 ${fmt(figures.likeAnswerP99)} ms; answer → event: p50 ${fmt(figures.afterAnswerP50)} ms, p99 ${fmt(figures.afterAnswerP99)} ms`,
    );
    console.log('  stages (p50 / p99 / max ms):');
    const stageNames = {
      request: 'due → event recorded (gateway, RPC, checkins)',
      relay: 'recorded → published (commit, outbox relay)',
      consumer: 'published → social handles it (JetStream)',
      delivery: 'handled → on the stream (social, NATS, gateway)',
    };
    for (const [name, label] of Object.entries(stageNames))
      console.log(
        `    ${label.padEnd(50)} ${fmt(stages[name].p50)} / ${fmt(stages[name].p99)} / ${fmt(stages[name].max)}`,
      );
    console.log(
      `  gateway memory: RSS ${fmt(before.rss / MiB)} → ${fmt(idle.rss / MiB)} MiB with the streams idle = ${fmt(perStream.rssKiB)} KiB per idle stream (V8 heap ${fmt(perStream.heapUsedKiB)} KiB, external ${fmt(perStream.externalKiB)} KiB); during the run RSS median ${fmt(memory.duringRunRss.median / MiB)} MiB, max ${fmt(memory.duringRunRss.max / MiB)} MiB`,
    );
    console.log(
      `  cores in use during the run (of ${cpus().length}): ${fmt(cores.machine, 2)} in all = Crema's processes ${fmt(cores.system, 2)} + this script ${fmt(cores.script, 2)} + everything else (PostgreSQL, Redis and the machine's other work) ${fmt(cores.others, 2)}`,
    );
    console.log(
      `  streams closed before the end: ${closedEarly}; this client's event-loop delay p99 ${fmt(clientLag.percentile(99) / 1e6)} ms`,
    );
    const met =
      figures.p99 <= TARGET_P99_MS &&
      figures.missed === 0 &&
      figures.failedLikes === 0 &&
      closedEarly === 0 &&
      streams.length >= TARGET_STREAMS;
    console.log(
      `  target p99 ≤ ${TARGET_P99_MS} ms with ≥ ${TARGET_STREAMS} streams, none missed: ${met ? 'PASS' : 'NOT MET'}`,
    );
    console.log(
      `  machine: ${cpus().length} cores, load average ${load.map((l) => l.toFixed(2)).join(' ')}; took ${totalTime()}`,
    );
    const dir = join(repoRoot, 'var', 'bench');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `notify-${stamp}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          options: opt,
          streams: streams.length,
          figures,
          stages,
          memory,
          closedEarly,
          coresDuringRun: cores,
          clientEventLoopDelayP99Ms: clientLag.percentile(99) / 1e6,
          loadAverage: load,
          samples: run.likes.map((like) => ({
            checkInId: like.checkInId,
            status: like.status,
            answeredMs: like.answeredAt - like.due,
            eventMs: like.arrivals.length ? like.arrivals[0] - like.due : null,
            deliveries: like.arrivals.length,
          })),
        },
        null,
        2,
      ),
    );
    say(`figures and samples in ${file}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await cleanup();
  }
}

await main();
