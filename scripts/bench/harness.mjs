// What every benchmark script shares: progress lines, medians, autocannon runs and signing in.
import autocannon from 'autocannon';
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
 * Runs autocannon and keeps the figures we report; a non-2xx answer or error counts against it.
 * With `rate`, requests are sent at that overall rate (latency without self-inflicted queueing).
 */
export async function drive(label, { url, requests, rate, duration, connections }) {
  const result = await autocannon({
    url,
    connections: rate ? Math.min(connections, 10) : connections,
    duration,
    requests,
    ...(rate ? { overallRate: rate } : {}),
  });
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
