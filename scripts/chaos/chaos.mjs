// `npm run chaos [-- --faults 100] [--seed N] [--rate 6] [--people 8]`: faults under load (issue 14 §1).
//  1. Starts a private PostgreSQL, Redis (AOF) and NATS (JetStream file store), each behind a TCP
//     proxy of ours, and the whole of Crema on them (@crema/testing's launcher, supervised: a
//     process that dies is started again, as compose and Kubernetes do).
//  2. Drives steady traffic from several people and records every acknowledged write.
//  3. Injects seeded random faults: SIGKILL/SIGTERM of every deployable, restarts of the three
//     servers, blackholes and delays on one proxied dependency.
//  4. Checks the invariants: acknowledged writes exist exactly once; counters, feeds' follow edges,
//     search aggregates, badges, notifications and stats' facts converge to a recount within 30 s
//     of the last fault; outboxes drain; clients saw only 2xx, designed 4xx, or 503/504 with
//     Retry-After (never a 500, never a request hung past 15 s).
// Exits 1 when any invariant is broken. Needs `npm run build` first.
import { randomInt } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { longRunning, readDeployables, repoRoot } from '../lib/deployables.mjs';
import { testingLibrary } from '../lib/system.mjs';
import { describe, faultKinds, inject, planFaults, seededRandom } from './faults.mjs';
import { natsStarter, startPostgres, startRedis } from './infra.mjs';
import { exactlyOnce, projectionDrift, query } from './invariants.mjs';
import { report } from './report.mjs';
import { TcpProxy } from './tcp-proxy.mjs';
import { classify, Traffic } from './traffic.mjs';

const CONVERGENCE_LIMIT_MS = 30_000;
/** After the limit, how much longer to watch, to tell "late" from "never". */
const CONVERGENCE_WATCH_MS = 60_000;
const RECOVERY_TIMEOUT_MS = 90_000;

const { values: args } = parseArgs({
  options: {
    faults: { type: 'string', default: '100' },
    seed: { type: 'string' },
    rate: { type: 'string', default: '6' },
    people: { type: 'string', default: '8' },
    'timeout-ms': { type: 'string', default: '15000' },
    'keep-dir': { type: 'boolean', default: false },
  },
});
const seed = args.seed === undefined ? randomInt(2 ** 31) : Number(args.seed);
const started = Date.now();
const say = (text) =>
  console.log(`[chaos ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);

/** Waits until the gateway answers a public read with 2xx again (the system is serving). */
async function recovered(baseUrl) {
  const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/check-ins?feedType=discover&filter=recent`, {
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** Polls the recount until nothing drifts; the time it took from `since`, or undefined. */
async function convergence(databaseUrl, since) {
  let drift = [];
  while (Date.now() - since < CONVERGENCE_LIMIT_MS + CONVERGENCE_WATCH_MS) {
    try {
      drift = await projectionDrift(databaseUrl);
      if (drift.length === 0) return { ms: Date.now() - since, drift };
    } catch (error) {
      drift = [{ check: 'recount query', rows: [String(error)], count: 1 }];
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { ms: undefined, drift };
}

async function main() {
  const faultCount = Number(args.faults);
  say(`seed ${seed} (replay: npm run chaos -- --faults ${faultCount} --seed ${seed})`);
  const { startSystem, freePort } = testingLibrary();
  const dir = mkdtempSync(join(tmpdir(), 'crema-chaos-'));
  // PostgreSQL runs as its own user (when we are root) and must reach its data directory inside.
  chmodSync(dir, 0o755);
  // Servers at 0-2, their proxies at 10-12.
  const ports = new Map();
  for (const offset of [0, 1, 2, 10, 11, 12]) ports.set(offset, await freePort());
  const port = (offset) => ports.get(offset);
  const cleanups = [];
  let system;
  try {
    // The servers on their own ports; the system only ever reaches them through the proxies.
    const postgres = await startPostgres(join(dir, 'postgres'), port(0));
    cleanups.push(() => postgres.stop());
    const redis = await startRedis(join(dir, 'redis'), port(1));
    cleanups.push(() => redis.stop());
    const nats = natsStarter(join(dir, 'nats'), port(2), port(12));
    const proxies = {
      postgres: new TcpProxy('postgres', port(10), port(0)),
      redis: new TcpProxy('redis', port(11), port(1)),
      nats: new TcpProxy('nats', port(12), port(2)),
    };
    for (const proxy of Object.values(proxies)) {
      await proxy.listen();
      cleanups.push(() => proxy.close());
    }
    say(
      `PostgreSQL :${port(0)}, Redis :${port(1)}, NATS :${port(2)} (proxies :${port(10)}-${port(12)}) in ${dir}`,
    );

    const proxiedAdminUrl = `postgres://postgres@127.0.0.1:${port(10)}/postgres`;
    const databaseUrl = `postgres://postgres@127.0.0.1:${port(0)}/crema_chaos`;
    system = await startSystem({
      supervise: true,
      balancer: true,
      readyTimeoutMs: 180_000,
      env: {
        REDIS_URL: `redis://127.0.0.1:${port(11)}`,
        TRUST_PROXY: '127.0.0.1',
        ADMIN_USERNAME: 'chaos_admin',
        LOG_LEVEL: 'error',
      },
      createDatabase: async () => {
        await query(postgres.url, 'CREATE DATABASE crema_chaos');
        return {
          url: proxiedAdminUrl.replace(/\/postgres$/, '/crema_chaos'),
          drop: () => Promise.resolve(),
        };
      },
      startNats: async (options) => {
        const server = await nats.starter(options);
        cleanups.push(() => server.stop());
        return { url: server.url, stop: () => Promise.resolve() };
      },
    });
    say(`Crema is up at ${system.baseUrl}`);
    // The run posts far more check-ins per person than people do: the administrators' setting.
    await query(
      databaseUrl,
      `INSERT INTO checkins.settings (key, value, updated_at) VALUES ('checkins.max-per-hour', '1000', now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );

    const random = seededRandom(seed);
    const traffic = new Traffic(system.baseUrl, random, {
      rate: Number(args.rate),
      people: Number(args.people),
      timeoutMs: Number(args['timeout-ms']),
    });
    await traffic.setup();
    const deployables = longRunning(readDeployables()).map((entry) => entry.name);
    const plan = planFaults(random, faultKinds(deployables, ['postgres', 'redis', 'nats']), faultCount);
    const servers = { postgres, redis, nats: nats.server };

    traffic.start();
    say(`traffic: ${args.rate} requests/s from ${args.people} people; ${faultCount} faults`);
    const faults = [];
    let lastFaultEnd = Date.now();
    for (const [index, fault] of plan.entries()) {
      const label = describe(fault);
      traffic.fault = label;
      const begin = Date.now();
      let error;
      try {
        await inject(fault, { system, servers, proxies });
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      const survived = !error && (await recovered(system.baseUrl));
      lastFaultEnd = Date.now();
      faults.push({ label, ms: lastFaultEnd - begin, survived, error });
      say(
        `fault ${index + 1}/${faultCount}: ${label} — ${survived ? 'recovered' : `NOT RECOVERED ${error ?? ''}`} in ${((lastFaultEnd - begin) / 1000).toFixed(1)} s`,
      );
      traffic.fault = 'none';
      await new Promise((resolve) => setTimeout(resolve, fault.calmMs));
    }
    await traffic.stop();
    say('traffic stopped; waiting for the projections to converge');
    const converged = await convergence(databaseUrl, lastFaultEnd);
    const writes = await exactlyOnce(databaseUrl, traffic.acked);
    const answers = classify(traffic.outcomes);
    const ok = report({
      seed,
      faults,
      answers,
      traffic,
      writes,
      converged,
      unplannedExits: system.unplannedExits,
      limitMs: CONVERGENCE_LIMIT_MS,
      seconds: (Date.now() - started) / 1000,
    });
    if (!ok) keepProcessErrors(system.logFile);
    return ok;
  } finally {
    await system?.stop().catch((error) => console.error(`stopping Crema: ${error.message}`));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    if (!args['keep-dir']) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * After a broken invariant: the processes' errors, printed, and their whole output kept in
 * var/chaos/ (the run's temporary directory goes with the system), so a 500 can be traced.
 */
function keepProcessErrors(logFile) {
  const output = readFileSync(logFile, 'utf8');
  const kept = join(repoRoot, 'var', 'chaos', `processes-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
  mkdirSync(dirname(kept), { recursive: true });
  writeFileSync(kept, output);
  const errors = output.split('\n').filter((line) => /"level":(50|60)\b/.test(line));
  console.log(`\nprocess errors (${errors.length}; all output in ${kept}):`);
  for (const line of errors.slice(-20)) console.log(`  ${line.slice(0, 600)}`);
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
