// `npm run bench:badges`: how long after a check-in's 201 does its badge show in GET /api/user/badges,
// while check-ins are being written at a steady rate?
//
// 1. Boots the real system (@crema/testing's launcher: fresh database, its own NATS, every service
//    and worker built in dist/) and registers one person per --every check-ins through the API.
// 2. Open loop: --rate check-ins per second for --duration seconds (evenly spaced, each timed from
//    the instant it was due), each naming a different coffee. Every --every-th check-in is a new
//    person's first, which earns "First Sip"; the others are load from people who already checked
//    in (each still makes the worker evaluate that person's badges). Spreading the first check-ins
//    over the run keeps the pollers below few at a time.
// 3. For every first check-in: from its 201 the client polls that person's GET /api/user/badges
//    every --poll ms until "First Sip" is in it. That interval (201 → badge visible, through the
//    outbox relay, JetStream, the insights projection, BullMQ and the worker) is the figure; the
//    polling quantizes it by up to --poll ms and adds its own requests to the load.
// 4. Prints p50/p90/p99/max and the target (p99 ≤ 250 ms at 50 check-ins/s), writes every sample
//    to var/bench/badges-<timestamp>.json and stops the system (its database is dropped).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/deployables.mjs';
import { register } from '../lib/system.mjs';
import { fmt, say, stamp, totalTime, systemLauncher } from './harness.mjs';

const { values: flags } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
    every: { type: 'string', default: '10' },
    poll: { type: 'string', default: '10' },
    // Every process writes a V8 CPU profile there when it stops (node scripts/bench/profile-summary.mjs DIR).
    profile: { type: 'string' },
  },
});
const opt = {
  rate: Number(flags.rate),
  duration: Number(flags.duration),
  every: Number(flags.every),
  pollMs: Number(flags.poll),
};
const TARGET_P99_MS = 250;
const BADGE = 'First Sip';

/** Person number `index`, signed up through the API. */
function registerPerson(baseUrl, index) {
  return register(baseUrl, `badge_bench_${index}`, 'bench-password');
}

async function mapLimit(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

function checkInForm(serial) {
  const form = new globalThis.FormData();
  form.append('coffeeName', `Bench Coffee ${serial}`);
  form.append('roaster', `Bench Roaster ${serial % 40}`);
  form.append('brewMethod', serial % 2 ? 'Espresso' : 'Pour Over');
  form.append('rating', String(1 + (serial % 5)));
  form.append('tastingNotes', JSON.stringify(serial % 3 ? ['Fruity'] : ['Chocolatey', 'Nutty']));
  return form;
}

async function badgeVisible(baseUrl, person) {
  const response = await fetch(`${baseUrl}/api/user/badges`, { headers: { cookie: person.cookie } });
  if (!response.ok) throw new Error(`GET /api/user/badges: HTTP ${response.status}`);
  return (await response.json()).some((badge) => badge.name === BADGE);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main() {
  const startSystem = systemLauncher();
  say(`options ${JSON.stringify(opt)}`);
  const system = await startSystem({
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
    nodeArgs: flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${flags.profile}`] : [],
  });
  process.once('SIGINT', () => void system.stop().finally(() => process.exit(130)));
  try {
    const total = Math.round(opt.rate * opt.duration);
    const people = await mapLimit(
      Array.from({ length: Math.ceil(total / opt.every) }, (_, index) => index),
      4,
      (index) => registerPerson(system.baseUrl, index),
    );
    say(`system up at ${system.baseUrl}; ${people.length} people registered`);

    const interval = 1000 / opt.rate;
    const samples = [];
    const failures = [];
    const createLatencies = [];
    const started = performance.now();
    const inFlight = [];
    for (let serial = 0; serial < total; serial++) {
      const due = started + serial * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const first = serial % opt.every === 0;
      const joined = Math.floor(serial / opt.every);
      const person = people[first ? joined : (serial * 7919) % (joined + 1)];
      inFlight.push(
        (async () => {
          const response = await fetch(`${system.baseUrl}/api/check-ins`, {
            method: 'POST',
            headers: { cookie: person.cookie, origin: system.baseUrl },
            body: checkInForm(serial),
          });
          const created = performance.now();
          createLatencies.push(created - due);
          if (response.status !== 201) {
            failures.push(`check-in ${serial}: HTTP ${response.status}`);
            return;
          }
          await response.arrayBuffer();
          if (!first) return;
          const deadline = created + 10_000;
          while (performance.now() < deadline) {
            if (await badgeVisible(system.baseUrl, person)) {
              samples.push(performance.now() - created);
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, opt.pollMs));
          }
          failures.push(`${person.username}: no badge 10 s after the 201`);
        })().catch((error) => failures.push(String(error))),
      );
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1000;
    samples.sort((a, b) => a - b);
    createLatencies.sort((a, b) => a - b);
    const figures = {
      checkIns: total,
      achievedRate: total / seconds,
      badgeSamples: samples.length,
      p50: quantile(samples, 0.5),
      p90: quantile(samples, 0.9),
      p99: quantile(samples, 0.99),
      max: samples.at(-1),
      createP99: quantile(createLatencies, 0.99),
      failures: failures.length,
    };
    console.log('');
    console.log(`201 → "${BADGE}" in GET /api/user/badges, at ${fmt(figures.achievedRate)} check-ins/s (target ${opt.rate}):`);
    console.log(`  samples ${figures.badgeSamples}   p50 ${fmt(figures.p50)} ms   p90 ${fmt(figures.p90)} ms   p99 ${fmt(figures.p99)} ms   max ${fmt(figures.max)} ms`);
    console.log(`  POST /api/check-ins p99 (from the instant due) ${fmt(figures.createP99)} ms; failures ${figures.failures}`);
    if (failures.length > 0) console.log(`  first failures: ${failures.slice(0, 5).join('; ')}`);
    const met = figures.p99 <= TARGET_P99_MS && figures.failures === 0;
    console.log(`  target p99 ≤ ${TARGET_P99_MS} ms: ${met ? 'MET' : 'NOT MET'}`);
    console.log(`  machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(2)}; took ${totalTime()}`);
    const dir = join(repoRoot, 'var', 'bench');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `badges-${stamp}.json`);
    writeFileSync(file, JSON.stringify({ options: opt, figures, samples, failures }, null, 2));
    say(`raw samples in ${file}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await system.stop();
  }
}

await main();
