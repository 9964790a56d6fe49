import type { AddressInfo } from 'node:net';
import { createConnection } from 'node:net';
import Fastify from 'fastify';
import pino from 'pino';
import { answerClientError } from './client-errors';
import { answerFrameworkError, installRequestHooks } from './request-hooks';
import { HSTS_HEADER } from './security-headers';

async function headersFor(appUrl: string, path = '/ping') {
  const fastify = Fastify();
  installRequestHooks(fastify, appUrl, pino({ level: 'silent' }));
  fastify.get('/ping', () => ({ ok: true }));
  fastify.get('/api/ping', () => ({ ok: true }));
  fastify.get('/api/cached', (_request, reply) =>
    reply.header('cache-control', 'no-cache').send({ ok: true }),
  );
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

  it('logs each request with the client’s address and the signed-in person’s id (never their email), and none for a guest', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const fastify = Fastify();
    installRequestHooks(fastify, 'http://localhost:3000', logger);
    fastify.addHook('preHandler', (request, _reply, done) => {
      if (request.headers['x-test-user'] !== undefined) {
        request.cremaSession = {
          id: 'x',
          actor: { userId: Number(request.headers['x-test-user']), isAdmin: false },
        };
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
    expect(requests[0]).toMatchObject({
      route: '/api/ping',
      status: 200,
      address: '127.0.0.1',
      userId: 42,
      auth: 'session',
    });
    expect(requests[1]).not.toHaveProperty('userId');
    expect(JSON.stringify(requests)).not.toMatch(/@/);
  });
});

describe('oversized requests', () => {
  /** Sends raw bytes and answers the raw response (status line, headers, body). */
  async function rawExchange(request: string): Promise<{ status: number; headers: string; body: string }> {
    const fastify = Fastify({ clientErrorHandler: answerClientError });
    installRequestHooks(fastify, 'http://localhost:3000', pino({ level: 'silent' }));
    fastify.get('/api/items', () => ({ ok: true }));
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = fastify.server.address() as AddressInfo;
    try {
      const text = await new Promise<string>((resolve, reject) => {
        const socket = createConnection({ port, host: '127.0.0.1' });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('utf8')));
        socket.on('end', () => resolve(received));
        socket.on('close', () => resolve(received));
        socket.on('error', () => resolve(received));
        socket.write(request, (error) => error && reject(error));
      });
      const [head = '', body = ''] = text.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body };
    } finally {
      await fastify.close();
    }
  }

  it.each([
    ['a 20 KB URL', 414, `GET /api/items?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
    [
      'a 10 KB URL (under Node’s limit, over Crema’s)',
      414,
      `GET /api/items?q=${'a'.repeat(10_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    ],
    ['20 KB of headers', 431, `GET /api/items HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`],
    [
      'many headers',
      431,
      `GET /api/items HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 400 }, (_, i) => `X-H${i}: ${'c'.repeat(50)}`).join('\r\n')}\r\n\r\n`,
    ],
    ['a malformed request line', 400, 'GET /api/items HTTP/9.9 junk\r\n\r\n'],
  ])('answers %s with a problem+json %d', async (_name, status, request) => {
    const response = await rawExchange(request);
    expect(response.status).toBe(status);
    expect(response.headers).toContain('content-type: application/problem+json');
    expect(response.headers).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(response.body)).toMatchObject({
      status,
      type: expect.any(String) as unknown,
      title: expect.any(String) as unknown,
    });
  });

  it('serves an ordinary URL', async () => {
    const response = await rawExchange(
      'GET /api/items?q=short HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(200);
  });
});
