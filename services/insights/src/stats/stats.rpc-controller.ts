import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { getUserStats } from '@crema/contracts/insights/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { StatsService } from './stats.service';

@Controller()
export class StatsRpcController {
  constructor(private readonly stats: StatsService) {}

  @RpcHandler(getUserStats)
  get(@RpcPayload(getUserStats) input: RpcInput<typeof getUserStats>): Promise<RpcReply<typeof getUserStats>> {
    return this.stats.of(input.actor);
  }
}
