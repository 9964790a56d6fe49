// What every benchmark script shares: progress lines, medians, autocannon runs and signing in.
import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sessionCookie } from '../lib/system.mjs';
import { BENCH_PASSWORD } from './load.mjs';
import { rawConnection, requestBytes } from './raw-http.mjs';

// The launcher is shared with the other operator scripts; the benchmarks import it from here.
export { systemLauncher } from '../lib/system.mjs';

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
    load1m: loadavg()[0],
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
  const cookie = sessionCookie(response);
  const user = await response.json();
  return { id: user.id, username, cookie };
}

/**
 * Sends one request (method, path, headers and an optional body) over `agent` and resolves when
 * its answer has been read to the end: `ok` for a 2xx, else `status` (0 for a network error or
 * no answer within 10 s). Never rejects, so a failed request is counted, not thrown.
 */
function sender(url, agent) {
  const base = new URL(url);
  return (request) =>
    new Promise((resolve) => {
      const outgoing = http.request(
        { agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers: request.headers },
        (response) => {
          const status = response.statusCode ?? 0;
          response.resume();
          response.once('end', () => resolve({ ok: status >= 200 && status < 300, status }));
        },
      );
      outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('timeout')));
      outgoing.once('error', () => resolve({ ok: false, status: 0 }));
      // With the whole body given to end(), node sends it with a Content-Length.
      outgoing.end(request.body);
    });
}

/** The figures of a run from its latencies (ms, any order) and how it went. */
function figuresOf(label, latencies, { seconds, non2xx, errors }) {
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
    load1m: loadavg()[0],
  };
  if (non2xx || errors) say(`  ! ${label}: ${non2xx} non-2xx answers, ${errors} errors/timeouts`);
  return figures;
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
  const send = sender(url, agent);
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = requests[i % requests.length];
    inFlight.push(
      send(request).then(({ ok, status }) => {
        if (status === 0) errors++;
        else if (!ok) non2xx++;
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return figuresOf(label, latencies, { seconds, non2xx, errors });
}

/**
 * One connection, closed loop: each request leaves when the previous answer has been read, for
 * `duration` seconds — the service time of a request with no queueing. Latencies are kept at the
 * timer's resolution (autocannon rounds them down to whole milliseconds, too coarse to compare two
 * paths that each take one or two), over a raw connection (raw-http.mjs) that adds next to nothing.
 */
export async function driveSerial(label, { url, requests, duration }) {
  const host = new URL(url).host;
  const prepared = requests.map((request) => requestBytes(host, request));
  const connection = rawConnection(url);
  // Untimed: the connection's own set-up is not a request's service time.
  await connection.send(prepared[0]);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + duration * 1000;
  for (let i = 0; performance.now() < end; i++) {
    const sent = performance.now();
    const { ok, status } = await connection.send(prepared[i % prepared.length]);
    if (status === 0) errors++;
    else if (!ok) non2xx++;
    latencies.push(performance.now() - sent);
  }
  const seconds = (performance.now() - started) / 1000;
  connection.close();
  return figuresOf(label, latencies, { seconds, non2xx, errors });
}

/** Two runs (or more) as one: request rate, latencies and load averaged (the runs are equally long). */
export function combine(runs) {
  const avg = (key) => runs.reduce((sum, run) => sum + run[key], 0) / runs.length;
  return {
    label: runs[0].label,
    rps: avg('rps'),
    total: runs.reduce((sum, run) => sum + run.total, 0),
    p50: avg('p50'),
    p90: avg('p90'),
    p99: avg('p99'),
    mean: avg('mean'),
    max: Math.max(...runs.map((run) => run.max)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    load1m: avg('load1m'),
    runs: runs.map((run) => run.rps),
  };
}

/**
 * Runs each side twice in mirrored order — ABBA in odd rounds, BAAB in even ones (ABCCBA, CBAABC
 * with three) — and returns each side's runs combined, so a drift in the machine's load during the
 * round weighs on every side alike. `sides` maps a name to a function doing one run.
 */
export async function interleaved(round, sides) {
  const names = Object.keys(sides);
  const first = round % 2 ? names : [...names].reverse();
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of [...first, ...[...first].reverse()]) runs[name].push(await sides[name]());
  return Object.fromEntries(names.map((name) => [name, combine(runs[name])]));
}
