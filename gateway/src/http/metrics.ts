import { Counter, Histogram } from 'prom-client';

// Served with the process's default metrics by the health server on HEALTH_PORT (@crema/observability).

const requests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered by the gateway',
  labelNames: ['method', 'route', 'status'] as const,
});

const duration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time the gateway took to answer HTTP requests',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

/** Records one answered request; `route` is the route pattern, never the raw URL (bounded labels). */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  requests.inc(labels);
  duration.observe(labels, seconds);
}

const subgraphRequests = new Counter({
  name: 'graphql_subgraph_requests_total',
  help: 'Requests the GraphQL gateway sent to each subgraph over NATS (fetches of query plans)',
  labelNames: ['subgraph'] as const,
});

export function recordSubgraphRequest(subgraph: string): void {
  subgraphRequests.inc({ subgraph });
}
