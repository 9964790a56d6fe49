import Fastify from 'fastify';
import pino from 'pino';
import { answerFrameworkError, installRequestHooks } from './request-hooks';
import { HSTS_HEADER } from './security-headers';

async function headersFor(appUrl: string, path = '/ping') {
  const fastify = Fastify();
  installRequestHooks(fastify, appUrl, pino({ level: 'silent' }));
  fastify.get('/ping', () => ({ ok: true }));
  fastify.get('/api/ping', () => ({ ok: true }));
  fastify.get('/api/cached', (_request, reply) => reply.header('cache-control', 'no-cache').send({ ok: true }));
  const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
  try {
    return Object.fromEntries((await fetch(`${address}${path}`)).headers);
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

  it('keeps API answers out of every cache unless the route chose its own policy', async () => {
    expect((await headersFor('http://localhost:3000', '/api/ping'))['cache-control']).toBe('no-store');
    expect((await headersFor('http://localhost:3000', '/api/cached'))['cache-control']).toBe('no-cache');
    expect((await headersFor('http://localhost:3000', '/ping'))['cache-control']).toBeUndefined();
  });

  it('answers a URL that does not decode with a problem+json 400', async () => {
    const fastify = Fastify({ frameworkErrors: answerFrameworkError });
    installRequestHooks(fastify, 'http://localhost:3000', pino({ level: 'silent' }));
    fastify.get('/api/items/:id', () => ({ ok: true }));
    const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/api/items/%ED%A0%80`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await response.json()).toMatchObject({ status: 400, detail: 'The request URL is malformed.' });
    } finally {
      await fastify.close();
    }
  });

  it('logs each request with the signed-in person’s id (never their email), and none for a guest', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const fastify = Fastify();
    installRequestHooks(fastify, 'http://localhost:3000', logger);
    fastify.addHook('preHandler', (request, _reply, done) => {
      if (request.headers['x-test-user'] !== undefined) {
        request.cremaSession = { id: 'x', actor: { userId: Number(request.headers['x-test-user']), isAdmin: false } };
      }
      done();
    });
    fastify.get('/api/ping', () => ({ ok: true }));
    const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      await fetch(`${address}/api/ping`, { headers: { 'x-test-user': '42' } });
      await fetch(`${address}/api/ping`);
    } finally {
      await fastify.close();
    }
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests[0]).toMatchObject({ route: '/api/ping', status: 200, userId: 42, auth: 'session' });
    expect(requests[1]).not.toHaveProperty('userId');
    expect(JSON.stringify(requests)).not.toMatch(/@/);
  });
});

