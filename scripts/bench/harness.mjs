// What every benchmark script shares: progress lines, medians, autocannon runs and signing in.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { repoRoot } from '../lib/deployables.mjs';
import { BENCH_PASSWORD } from './load.mjs';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;

/** `[bench  42 s] text`: a progress line with the time since the script started. */
export const say = (text) => console.log(`[bench ${elapsed()}] ${text}`);
export const totalTime = () => elapsed().trim();

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** `crema_bench_<timestamp>`-style stamp shared by database names and result files. */
export const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);

/**
 * One run, keeping the figures we report; a non-2xx answer or error counts against it. With
 * `rate`, an open-loop run at that rate (driveAtRate); else autocannon's closed loop over
 * `connections` (throughput at saturation).
 */
export async function drive(label, { url, requests, rate, duration, connections }) {
  if (rate) return driveAtRate(label, { url, requests, rate, duration });
  const result = await autocannon({ url, connections, duration, requests });
  const figures = {
    label,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    mean: result.latency.average,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  if (figures.non2xx || figures.errors)
    say(`  ! ${label}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors/timeouts`);
  return figures;
}

/** Signs a benchmark user in through the gateway; their id and session cookie. */
export async function login(baseUrl, username) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${username}: HTTP ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('crema_sid='));
  const user = await response.json();
  return { id: user.id, username, cookie };
}

/**
 * An open-loop run: requests leave at evenly spaced instants (`rate` per second) whatever the
 * answers do, over as many keep-alive connections as that needs, and each latency counts from the
 * instant its request was due — so queueing anywhere (server, network, this client) is measured,
 * and a slow answer cannot hold the next requests back (no coordinated omission). autocannon's
 * `overallRate` is not that: each connection sends its per-second budget back to back.
 */
export async function driveAtRate(label, { url, requests, rate, duration }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const base = new URL(url);
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const send = (request) =>
    new Promise((resolve) => {
      const outgoing = http.request(
        { agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers: request.headers },
        (response) => {
          if (response.statusCode < 200 || response.statusCode >= 300) non2xx++;
          response.resume();
          response.once('end', resolve);
        },
      );
      outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('timeout')));
      outgoing.once('error', () => {
        errors++;
        resolve();
      });
      outgoing.end();
    });
  const started = performance.now();
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = requests[i % requests.length];
    inFlight.push(send(request).then(() => latencies.push(performance.now() - due)));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const figures = {
    label,
    rps: latencies.length / seconds,
    total: latencies.length,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    mean: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
    max: latencies[latencies.length - 1] ?? NaN,
    non2xx,
    errors,
  };
  if (non2xx || errors) say(`  ! ${label}: ${non2xx} non-2xx answers, ${errors} errors/timeouts`);
  return figures;
}

/**
 * @crema/testing's launcher from its build (the benchmarks run the built system, like production).
 * Production needs the designated administrator named (ADR 0011); a benchmark names one nobody claims.
 * It also needs a key for the digest mails' unsubscribe links (ADR 0015): a random one per run.
 */
export function systemLauncher() {
  let startSystem;
  try {
    startSystem = createRequire(import.meta.url)(join(repoRoot, 'libs/testing/dist/index.js')).startSystem;
  } catch {
    throw new Error('Not built: run `npm run build` first.');
  }
  const env = { ADMIN_USERNAME: 'bench_admin', UNSUBSCRIBE_TOKEN_SECRET: randomBytes(32).toString('hex') };
  return (options = {}) => startSystem({ ...options, env: { ...env, ...options.env } });
}
