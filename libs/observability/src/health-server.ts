import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, register } from 'prom-client';

export type ReadinessCheck = () => Promise<boolean>;

// prom-client refuses to register the default metrics twice; tests run several processes' code in one.
let defaultMetricsCollected = false;

/**
 * Liveness (/healthz), readiness (/readyz) and Prometheus metrics (/metrics) for processes that
 * serve no HTTP of their own (services and workers). Port 0 picks a free port.
 */
export async function startHealthServer(port: number, readiness: ReadinessCheck): Promise<Server> {
  if (!defaultMetricsCollected) {
    collectDefaultMetrics();
    defaultMetricsCollected = true;
  }
  const server = createServer((req, res) => {
    void (async () => {
      if (req.url === '/healthz') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      } else if (req.url === '/readyz') {
        const ready = await readiness().catch(() => false);
        res
          .writeHead(ready ? 200 : 503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: ready ? 'ready' : 'not ready' }));
      } else if (req.url === '/metrics') {
        res.writeHead(200, { 'content-type': register.contentType }).end(await register.metrics());
      } else {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '0.0.0.0', resolve));
  return server;
}
