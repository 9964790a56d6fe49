import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from '@nats-io/transport-node';
import { join } from 'node:path';
import { expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { sharedSystem } from './support/system';
import { signedUpClient } from './support/users';

describe('gateway platform routes', () => {
  const system = sharedSystem();
  let guest: ApiClient;

  beforeEach(() => {
    guest = new ApiClient(system.baseUrl);
  });

  it('runs every process on a NATS that refuses anyone without a user of its own', async () => {
    await expect(connect({ servers: system.natsUrl, reconnect: false })).rejects.toThrow(/authorization/i);
    await expect(
      connect({ servers: system.natsUrl, reconnect: false, user: 'gateway', pass: 'guessed' }),
    ).rejects.toThrow(/authorization/i);
    expect((await new ApiClient(system.gatewayHealthUrl).get('/readyz')).status).toBe(200);
  });

  it('answers /healthz on the public port, /healthz and /readyz on its health port', async () => {
    expect((await guest.get('/healthz')).status).toBe(200);
    const internal = new ApiClient(system.gatewayHealthUrl);
    expect((await internal.get('/healthz')).status).toBe(200);
    const ready = await internal.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it.each(['/readyz', '/metrics', '/metrics/', '/readyz?verbose=1'])(
    'answers GET %s on the public port 404 (readiness and metrics are internal)',
    async (path) => {
      const response = await guest.get(path);
      expectProblem(response, 404);
      expect(response.text).not.toMatch(/http_requests_total|redis|<html/i);
    },
  );

  it('exposes Prometheus metrics with per-route counters on the health port', async () => {
    await guest.get('/healthz');
    const metrics = await new ApiClient(system.gatewayHealthUrl).get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
    expect(metrics.text).toContain('http_request_duration_seconds_bucket');
  });

  it('serves an OpenAPI 3.1 document of the REST surface', async () => {
    const response = await guest.get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    for (const [path, method] of [
      ['/api/user', 'get'],
      ['/api/login', 'post'],
      ['/api/register', 'post'],
      ['/api/logout', 'post'],
      ['/api/forgot-password', 'post'],
      ['/api/reset-password', 'get'],
      ['/api/reset-password', 'post'],
      ['/api/user/settings', 'patch'],
      ['/api/user/password', 'patch'],
      ['/api/user/export', 'get'],
      ['/api/user/account', 'delete'],
      ['/api/user/avatar', 'post'],
      ['/api/admin/init', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method]).toBeDefined();
    }
  });

  it('sets security headers on every kind of response', async () => {
    for (const response of [
      await guest.get('/healthz'),
      await guest.get('/api/user'),
      await guest.get('/api/nope'),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("base-uri 'none'");
    }
  });

  it('tells caches to keep no API answer unless the route says otherwise', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    for (const path of ['/api/user', '/api/user/tokens', '/api/check-ins?feedType=feed', '/api/nope']) {
      expect({ path, cacheControl: (await client.get(path)).headers.get('cache-control') }).toEqual({
        path,
        cacheControl: 'no-store',
      });
    }
  });

  it('echoes a well-formed correlation id and replaces a hostile one', async () => {
    const kept = await guest.get('/healthz', { headers: { 'x-correlation-id': 'test-run-42' } });
    expect(kept.headers.get('x-correlation-id')).toBe('test-run-42');
    const hostile = await guest.get('/healthz', {
      headers: { 'x-correlation-id': 'x<script>alert(1)</script>' },
    });
    expect(hostile.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API routes with a 404 problem, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      expectProblem(await guest.request(method, '/api/no/such/route'), 404);
    }
  });

  it('compresses large responses', async () => {
    const response = await fetch(new URL('/api/openapi.json', system.baseUrl), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the web app with an SPA fallback, or says clearly that it is not built', async () => {
    const page = await guest.get('/settings/profile');
    const webDist = join(__dirname, '..', '..', 'web', 'dist');
    if (existsSync(join(webDist, 'index.html'))) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const asset = /(\/assets\/[^"']+\.js)/.exec(page.text)?.[1];
      expect(asset).toBeDefined();
      const script = await guest.get(asset ?? '/');
      expect(script.status).toBe(200);
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expectProblem(await guest.get('/assets/missing-file.js'), 404);
      // The build's own metadata is not served: the path gets the app's page like any unknown one.
      const manifest = await guest.get('/.vite/manifest.json');
      expect(manifest.headers.get('content-type')).toMatch(/^text\/html/);
      expect(manifest.text).not.toContain('"isEntry"');
    } else {
      expect(page.status).toBe(503);
      expect(page.text).toContain('web app has not been built');
    }
  });

  it("sends the web build's own Brotli or gzip of an asset, as the browser accepts, never re-compressed", async () => {
    const assets = join(__dirname, '..', '..', 'web', 'dist', 'assets');
    const script = readdirSync(assets).find((name) => name.startsWith('react-') && name.endsWith('.js'));
    expect(script).toBeDefined();
    const original = readFileSync(join(assets, script ?? ''), 'utf8');
    for (const [accepted, encoding, file] of [
      ['br, gzip', 'br', `${script}.br`],
      ['gzip', 'gzip', `${script}.gz`],
      ['identity', null, script],
    ] as const) {
      const response = await fetch(new URL(`/assets/${script}`, system.baseUrl), {
        headers: { 'accept-encoding': accepted },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      // The length of the file on disk: compressed on the fly, the answer would be chunked.
      expect(Number(response.headers.get('content-length'))).toBe(statSync(join(assets, file ?? '')).size);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(original);
    }
    // A file too small to be worth compressing has no twin: sent as it is.
    const small = readdirSync(assets).find(
      (name) => name.endsWith('.js') && statSync(join(assets, name)).size < 1024,
    );
    expect(small).toBeDefined();
    expect(existsSync(join(assets, `${small}.br`))).toBe(false);
    const response = await fetch(new URL(`/assets/${small}`, system.baseUrl), {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(readFileSync(join(assets, small ?? ''), 'utf8'));
  });

  it('does not serve files outside the media folder', async () => {
    // (`/media/../x` and `/media/%2e%2e/x` are normalised by the client to `/x` before being sent.)
    for (const path of [
      '/media/..%2f..%2fpackage.json',
      '/media/avatars/%2e%2e%2f%2e%2e%2fpackage.json',
      '/media/%2fetc%2fpasswd',
    ]) {
      const response = await guest.get(path);
      expect([400, 403, 404]).toContain(response.status);
      expect(response.text).not.toContain('"workspaces"');
      expect(response.text).not.toContain('root:');
    }
  });
});
