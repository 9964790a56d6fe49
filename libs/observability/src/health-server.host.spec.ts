import { HealthServerHost } from './health-server.host';

describe('HealthServerHost', () => {
  it('answers /readyz 200 only between serving and the start of shutdown; /healthz all along', async () => {
    const host = new HealthServerHost(0, () => Promise.resolve(true));
    await host.onApplicationBootstrap();
    const url = (path: string) => `http://127.0.0.1:${host.boundPort}${path}`;
    try {
      expect((await fetch(url('/readyz'))).status).toBe(503);
      expect((await fetch(url('/healthz'))).status).toBe(200);
      host.markServing();
      expect((await fetch(url('/readyz'))).status).toBe(200);
      host.onModuleDestroy();
      expect((await fetch(url('/readyz'))).status).toBe(503);
      expect((await fetch(url('/healthz'))).status).toBe(200);
    } finally {
      await host.onApplicationShutdown();
    }
  });
});
