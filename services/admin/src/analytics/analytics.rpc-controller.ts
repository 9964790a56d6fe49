import { Controller, UseGuards } from '@nestjs/common';
import { getAnalytics } from '@crema/contracts/admin/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { AdminOnlyGuard } from '../common/admin-only.guard';
import { AnalyticsService } from './analytics.service';

@Controller()
@UseGuards(AdminOnlyGuard)
export class AnalyticsRpcController {
  constructor(private readonly analytics: AnalyticsService) {}

  @RpcHandler(getAnalytics)
  get(
    @RpcPayload(getAnalytics) input: RpcInput<typeof getAnalytics>,
  ): Promise<RpcReply<typeof getAnalytics>> {
    return this.analytics.of(input.query);
  }
}
