import type { RpcClient } from '@crema/messaging';
import type { Redis } from 'ioredis';
import pino from 'pino';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { GraphqlServer } from './graphql.server';

describe('the GraphQL server and the process life cycle', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  // Apollo catches SIGTERM itself outside NODE_ENV=test and re-sends it, racing Nest's shutdown: a
  // production gateway then outlived its grace period and was killed instead of draining.
  it('leaves SIGTERM and SIGINT to Nest, in production too', async () => {
    process.env.NODE_ENV = 'production';
    const server = new GraphqlServer(
      {} as RpcClient,
      {} as Redis,
      {} as RateLimiter,
      pino({ level: 'silent' }),
    );
    const before = [process.listenerCount('SIGTERM'), process.listenerCount('SIGINT')];
    await server.onModuleInit();
    try {
      expect([process.listenerCount('SIGTERM'), process.listenerCount('SIGINT')]).toEqual(before);
    } finally {
      await server.onModuleDestroy();
    }
  });
});
