import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import type { Actor } from '@crema/contracts/common/rpc';
import { accessTokenSchema, type AccessTokenScope } from '@crema/contracts/identity/access-tokens';
import { verifyAccessToken } from '@crema/contracts/identity/rpc';
import { RpcClient } from '@crema/messaging';
import type { FastifyReply } from 'fastify';
import { GATEWAY_ENV } from '../core/tokens';
import { RateLimiter, tooManyRequests } from '../rate-limit/rate-limiter';
import type { RateLimitRule } from '../rate-limit/rate-limit.rules';
import { invalidToken } from './access-token-rules';

/** A verified personal access token: whom it acts for and what it may do. */
export interface AccessTokenGrant {
  tokenId: string;
  /** Never an administrator: tokens carry no administrator rights (ADR 0018). */
  actor: Actor;
  scopes: AccessTokenScope[];
}

/**
 * Turns a bearer token into a grant: identity verifies it against its current state on every
 * request (no cache, so a revocation or a deleted account holds from the next request), then the
 * token's own rate limit is counted. Independent of the route, so /graphql can use it too.
 */
@Injectable()
export class AccessTokenAuthenticator {
  private readonly rule: RateLimitRule;

  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    this.rule = { name: 'access-token', limit: env.ACCESS_TOKEN_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
  }

  async authenticate(token: string, reply: FastifyReply): Promise<AccessTokenGrant> {
    if (!accessTokenSchema.safeParse(token).success) throw invalidToken();
    const verified = await this.rpc.send(verifyAccessToken, { token });
    if (!verified.valid) throw invalidToken();

    const state = await this.limiter.hit(this.rule, [verified.tokenId]);
    void reply.headers({
      'ratelimit-limit': String(this.rule.limit),
      'ratelimit-remaining': String(Math.max(0, this.rule.limit - state.count)),
      'ratelimit-reset': String(state.retryAfterSeconds),
    });
    if (state.count > this.rule.limit) throw tooManyRequests(state, 'This token made too many requests.');

    return {
      tokenId: verified.tokenId,
      actor: { userId: verified.userId, isAdmin: false },
      scopes: verified.scopes,
    };
  }
}
