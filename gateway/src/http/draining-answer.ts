import type { FastifyInstance } from 'fastify';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@crema/messaging';
import { problem } from './problem';

/** Whether the gateway is shutting down (SIGTERM): set by the preClose hook of installDrainingAnswer. */
export interface Draining {
  now: boolean;
}

/**
 * While the gateway shuts down, a request that still arrives on an open connection is answered 503
 * problem+json with Retry-After and `Connection: close`, so the client retries elsewhere (Fastify's
 * own closing answer, turned off in main.ts with `return503OnClosing: false`, has no Retry-After).
 */
export function installDrainingAnswer(
  fastify: FastifyInstance,
  draining: Draining = { now: false },
): Draining {
  fastify.addHook('preClose', (done) => {
    draining.now = true;
    done();
  });
  fastify.addHook('onRequest', (_request, reply, done) => {
    if (!draining.now) return done();
    void reply
      .code(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .type('application/problem+json')
      .send(problem(503, 'Crema is restarting. Please try again.'));
  });
  return draining;
}
