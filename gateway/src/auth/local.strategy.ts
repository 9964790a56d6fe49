import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { GatewayEnv } from '@crema/config';
import { verifyCredentials } from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { RpcClient, RpcError } from '@crema/messaging';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { GATEWAY_ENV } from '../core/tokens';
import { loginSubject, type RateLimitRule } from '../rate-limit/rate-limit.rules';
import { RateLimiter, tooManyRequests } from '../rate-limit/rate-limiter';

/**
 * Passport's local strategy whose check is identity's credentials command. Failed attempts are
 * counted per (client address, username); once the limit is reached the attempt is refused before
 * identity is even asked.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  private readonly rule: RateLimitRule;

  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    super({ passReqToCallback: true });
    this.rule = { name: 'login', limit: env.LOGIN_MAX_FAILURES, windowSeconds: env.LOGIN_WINDOW_SECONDS };
  }

  async validate(request: FastifyRequest, username: string, password: string): Promise<SelfUser> {
    const subject = loginSubject(request.ip, username);
    const state = await this.limiter.peek(this.rule, subject);
    if (state.blocked) throw tooManyRequests(state, 'Too many failed login attempts.');
    try {
      return await this.rpc.send(verifyCredentials, { username, password });
    } catch (error) {
      if (error instanceof RpcError && error.body.status === 401) await this.limiter.hit(this.rule, subject);
      throw error;
    }
  }
}
