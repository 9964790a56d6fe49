import Fastify from 'fastify';
import { installDrainingAnswer } from './draining-answer';

describe('the answer while the gateway shuts down', () => {
  it('serves normally, then answers 503 with Retry-After once draining', async () => {
    const fastify = Fastify({ return503OnClosing: false });
    const draining = installDrainingAnswer(fastify);
    fastify.get('/api/ping', () => ({ ok: true }));
    const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await fetch(`${address}/api/ping`)).status).toBe(200);
      draining.now = true;
      const answer = await fetch(`${address}/api/ping`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(await answer.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    } finally {
      await fastify.close();
    }
  });

  it('starts draining when Fastify begins to close', async () => {
    const fastify = Fastify({ return503OnClosing: false });
    const draining = installDrainingAnswer(fastify);
    await fastify.ready();
    await fastify.close();
    expect(draining.now).toBe(true);
  });
});
