import { createConnection } from 'node:net';
import { sharedSystem } from './support/system';

/** Issue 13: a URL or headers too large for the gateway answer problem+json, like every other 4xx. */
describe('oversized requests to the gateway', () => {
  const system = sharedSystem();

  /** The raw answer to raw bytes (fetch would refuse to send some of these). */
  function exchange(request: string): Promise<{ status: number; head: string; body: string }> {
    const url = new URL(system.baseUrl);
    return new Promise((resolve, reject) => {
      const socket = createConnection({ host: url.hostname, port: Number(url.port) });
      let received = '';
      const done = () => {
        const [head = '', ...rest] = received.split('\r\n\r\n');
        resolve({
          status: Number(head.split(' ')[1]),
          head: head.toLowerCase(),
          body: rest.join('\r\n\r\n'),
        });
      };
      socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', done);
      socket.on('error', (error) => (received ? done() : reject(error)));
      socket.write(request);
    });
  }

  it.each([
    ['a 20 KB URL', 414, `GET /api/search?query=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
    [
      'a 10 KB URL',
      414,
      `GET /api/search?query=${'a'.repeat(10_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a 20 KB cookie header',
      431,
      `GET /api/user HTTP/1.1\r\nHost: localhost\r\nCookie: x=${'c'.repeat(20_000)}\r\n\r\n`,
    ],
  ])('%s is a problem+json %d', async (_name, status, request) => {
    const response = await exchange(request);
    expect(response.status).toBe(status);
    expect(response.head).toContain('content-type: application/problem+json');
    expect(response.head).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(response.body)).toMatchObject({ status });
  });

  it('a 2 KB URL is served as usual', async () => {
    const response = await exchange(
      `GET /api/search?type=coffees&query=${'a'.repeat(2_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(414);
  });
});
