import { Global, Module } from '@nestjs/common';
import { CostlyRouteLimits } from './costly-route-limits';
import { RateLimiter } from './rate-limiter';

@Global()
@Module({ providers: [RateLimiter, CostlyRouteLimits], exports: [RateLimiter, CostlyRouteLimits] })
export class RateLimitModule {}
