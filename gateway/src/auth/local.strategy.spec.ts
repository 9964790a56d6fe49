import type { GatewayEnv } from '@crema/config';
import { RpcErrorCode } from '@crema/contracts/common/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { RpcError, type RpcClient } from '@crema/messaging';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { LocalStrategy } from './local.strategy';

const env = {
  LOGIN_MAX_FAILURES: 10,
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: 100,
  LOGIN_ACCOUNT_FREE_FAILURES: 20,
  LOGIN_WINDOW_SECONDS: 900,
} as GatewayEnv;

const request = { ip: '203.0.113.7', id: 'corr-1' } as FastifyRequest;

/** The strategy with identity's answer and the limiter's counts faked, and its log lines kept. */
function strategyAnswering(answer: () => Promise<unknown>, { count = 1, waitMs = 0 } = {}) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const limiter = {
    waitOf: () => Promise.resolve(waitMs),
    hit: () => Promise.resolve({ count, blocked: false, retryAfterSeconds: 0 }),
    release: () => Promise.resolve(),
    reset: () => Promise.resolve(),
    delay: () => Promise.resolve(),
  } as unknown as RateLimiter;
  const rpc = { send: answer } as unknown as RpcClient;
  return { strategy: new LocalStrategy(rpc, limiter, env, logger), lines };
}

describe('login security events', () => {
  it('logs a success with the person’s id, the address and the correlation id, never the password', async () => {
    const { strategy, lines } = strategyAnswering(() => Promise.resolve({ id: 42 } as SelfUser));
    await strategy.validate(request, 'Ada', 'correct horse battery');
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'login.succeeded',
        userId: 42,
        username: 'ada',
        address: '203.0.113.7',
        correlationId: 'corr-1',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('correct horse');
  });

  it('logs a wrong password as login.failed', async () => {
    const refused = new RpcError({
      status: 401,
      code: RpcErrorCode.Unauthorized,
      message: 'Invalid username or password',
    });
    const { strategy, lines } = strategyAnswering(() => Promise.reject(refused));
    await expect(strategy.validate(request, 'ada', 'guess')).rejects.toBe(refused);
    expect(lines).toEqual([expect.objectContaining({ event: 'login.failed', username: 'ada', level: 40 })]);
    expect(JSON.stringify(lines)).not.toContain('guess');
  });

  it('logs an attempt over a limit as login.throttled, naming the limit, without asking identity', async () => {
    const send = jest.fn();
    const { strategy, lines } = strategyAnswering(send, { count: 11 });
    await expect(strategy.validate(request, 'ada', 'guess')).rejects.toMatchObject({
      problem: { status: 429 },
    });
    expect(lines).toEqual([expect.objectContaining({ event: 'login.throttled', rule: 'login' })]);
    expect(send).not.toHaveBeenCalled();
  });

  it('logs an account in backoff as login.throttled', async () => {
    const { strategy, lines } = strategyAnswering(jest.fn(), { waitMs: 4000 });
    await expect(strategy.validate(request, 'ada', 'guess')).rejects.toMatchObject({
      problem: { status: 429 },
    });
    expect(lines).toEqual([expect.objectContaining({ event: 'login.throttled', rule: 'login-account' })]);
  });
});
