// Container health check: 0 when the process answers /readyz on its health port, 1 otherwise.
// Every deployable, the gateway included, serves it on HEALTH_PORT (the gateway's default is 9464;
// its public PORT answers /readyz with 404).
const port = process.env.HEALTH_PORT && process.env.HEALTH_PORT !== '0' ? process.env.HEALTH_PORT : '9464';
try {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
