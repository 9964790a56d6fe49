import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { GatewayEnv } from '@crema/config';
import { verifyCredentials } from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { RpcClient, RpcError } from '@crema/messaging';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { Strategy } from 'passport-local';
import { GATEWAY_ENV, LOGGER } from '../core/tokens';
import { loginSubject, type RateLimitRule } from '../rate-limit/rate-limit.rules';
import { RateLimiter, tooManyRequests } from '../rate-limit/rate-limiter';

/** The longest an account's attempt waits after many failures: a delay, never a lockout. */
const MAX_ACCOUNT_BACKOFF_MS = 60_000;

/**
 * Passport's local strategy whose check is identity's credentials command, behind three limits:
 * - per (client address, username) and per client address: each attempt is counted atomically
 *   **before** the password is checked, so a burst of concurrent attempts cannot pass the limit; a
 *   successful attempt gives its count back;
 * - per account, from any address: past LOGIN_ACCOUNT_FREE_FAILURES failures, each failure makes the
 *   next attempt wait (1 s, doubling, at most a minute). A distributed guesser is slowed to a crawl
 *   while the owner is delayed, never locked out; their success clears the account's failures.
 * Every outcome is a security event in the log (`login.succeeded`, `login.failed`,
 * `login.throttled`) with the client's address and the correlation id, never the password.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  private readonly pairRule: RateLimitRule;
  private readonly addressRule: RateLimitRule;
  private readonly accountRule: RateLimitRule;
  private readonly accountFreeFailures: number;

  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super({ passReqToCallback: true });
    const windowSeconds = env.LOGIN_WINDOW_SECONDS;
    this.pairRule = { name: 'login', limit: env.LOGIN_MAX_FAILURES, windowSeconds };
    this.addressRule = { name: 'login-address', limit: env.LOGIN_MAX_ATTEMPTS_PER_ADDRESS, windowSeconds };
    this.accountRule = { name: 'login-account', limit: env.LOGIN_ACCOUNT_FREE_FAILURES, windowSeconds };
    this.accountFreeFailures = env.LOGIN_ACCOUNT_FREE_FAILURES;
  }

  async validate(request: FastifyRequest, username: string, password: string): Promise<SelfUser> {
    const account = [username.trim().toLowerCase()];
    const event = { address: request.ip, correlationId: request.id, username: account[0] };
    const waitMs = await this.limiter.waitOf(this.accountRule.name, account);
    if (waitMs > 0) {
      this.logger.warn({ ...event, event: 'login.throttled', rule: this.accountRule.name }, 'login');
      throw tooManyRequests(
        { count: 0, blocked: true, retryAfterSeconds: Math.ceil(waitMs / 1000) },
        'Too many failed login attempts for this account.',
      );
    }
    const taken: [RateLimitRule, string[]][] = [];
    for (const [rule, subject] of [
      [this.pairRule, loginSubject(request.ip, username)],
      [this.addressRule, [request.ip]],
    ] as [RateLimitRule, string[]][]) {
      const state = await this.limiter.hit(rule, subject);
      taken.push([rule, subject]);
      if (state.count > rule.limit) {
        this.logger.warn({ ...event, event: 'login.throttled', rule: rule.name }, 'login');
        throw tooManyRequests(state, 'Too many failed login attempts.');
      }
    }
    try {
      const user = await this.rpc.send(verifyCredentials, { username, password });
      await Promise.all([
        ...taken.map(([rule, subject]) => this.limiter.release(rule, subject)),
        this.limiter.reset(this.accountRule, account),
      ]);
      this.logger.info({ ...event, event: 'login.succeeded', userId: user.id }, 'login');
      return user;
    } catch (error) {
      if (error instanceof RpcError && error.body.status === 401) {
        this.logger.warn({ ...event, event: 'login.failed' }, 'login');
        await this.failed(account);
      }
      throw error;
    }
  }

  private async failed(account: string[]): Promise<void> {
    const { count } = await this.limiter.hit(this.accountRule, account);
    const over = count - this.accountFreeFailures;
    if (over > 0) {
      await this.limiter.delay(
        this.accountRule.name,
        account,
        Math.min(1000 * 2 ** (over - 1), MAX_ACCOUNT_BACKOFF_MS),
      );
    }
  }
}
