// The gateway's own count of answered requests (http_requests_total on its health port), read
// before and after a scanner: what really reached the app, per route pattern and status, whatever
// the scanner claims. Parsing is pure; `readRequestCounts` fetches.

const LINE = /^http_requests_total\{([^}]*)\} ([0-9.e+]+)$/;

/** Map of `METHOD route status` → count, from a Prometheus text exposition. */
export function parseRequestCounts(text) {
  const counts = new Map();
  for (const line of text.split('\n')) {
    const match = LINE.exec(line.trim());
    if (!match) continue;
    const labels = Object.fromEntries(
      [...match[1].matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    counts.set(`${labels.method} ${labels.route} ${labels.status}`, Number(match[2]));
  }
  return counts;
}

/**
 * What happened between two readings: `{ requests, routes, byStatusClass, serverErrors }` — routes
 * being the distinct `METHOD route` patterns answered, serverErrors the 5xx per route.
 */
export function requestsBetween(before, after) {
  let requests = 0;
  const routes = new Set();
  const byStatusClass = {};
  const serverErrors = {};
  for (const [key, count] of after) {
    const delta = count - (before.get(key) ?? 0);
    if (delta <= 0) continue;
    const [method, route, status] = key.split(' ');
    requests += delta;
    routes.add(`${method} ${route}`);
    const statusClass = `${status[0]}xx`;
    byStatusClass[statusClass] = (byStatusClass[statusClass] ?? 0) + delta;
    if (status.startsWith('5')) serverErrors[`${method} ${route} ${status}`] = delta;
  }
  return { requests, routes: [...routes].sort(), byStatusClass, serverErrors };
}

/** Reads the gateway's counts from its health server. */
export async function readRequestCounts(healthUrl) {
  const response = await fetch(`${healthUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${healthUrl}/metrics answered ${response.status}`);
  return parseRequestCounts(await response.text());
}
