import Fastify from 'fastify';
import pino from 'pino';
import { installRequestHooks } from './request-hooks';
import { HSTS_HEADER } from './security-headers';

async function headersFor(appUrl: string) {
  const fastify = Fastify();
  installRequestHooks(fastify, appUrl, pino({ level: 'silent' }));
  fastify.get('/ping', () => ({ ok: true }));
  const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
  try {
    return Object.fromEntries((await fetch(`${address}/ping`)).headers);
  } finally {
    await fastify.close();
  }
}

describe('request hooks', () => {
  it('tells browsers HSTS when the app is served over https, and not over http', async () => {
    expect((await headersFor('https://crema.example'))['strict-transport-security']).toBe(HSTS_HEADER);
    expect((await headersFor('http://localhost:3000'))['strict-transport-security']).toBeUndefined();
  });

  it('sends the security headers on every answer', async () => {
    const headers = await headersFor('http://localhost:3000');
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  });
});
