import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { BROWSER_SPANS_RULE } from '../rate-limit/rate-limit.rules';
import { RateLimiter } from '../rate-limit/rate-limiter';

/**
 * Counts a report of spans against its client address before its body is checked, so a batch the
 * gateway refuses uses the address's quota as a forwarded one does (429 with Retry-After past it).
 */
@Injectable()
export class BrowserSpansLimitGuard implements CanActivate {
  constructor(private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { ip } = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limiter.enforce(BROWSER_SPANS_RULE, [ip], 'Too many trace reports.');
    return true;
  }
}
