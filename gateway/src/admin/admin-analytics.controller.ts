import type { Actor } from '@crema/contracts/common/rpc';
import { Controller, Get, Query } from '@nestjs/common';
import { analyticsQuery, type Analytics, type AnalyticsQuery } from '@crema/contracts/admin/analytics';
import { getAnalytics } from '@crema/contracts/admin/rpc';
import { RpcClient } from '@crema/messaging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';

/** Analytics of a period (admin service). */
@Controller('api/admin/analytics')
export class AdminAnalyticsController {
  constructor(private readonly rpc: RpcClient) {}

  @AdminOnly()
  @Get()
  get(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(analyticsQuery)) query: AnalyticsQuery,
  ): Promise<Analytics> {
    return this.rpc.send(getAnalytics, { actor: actor, query });
  }
}
