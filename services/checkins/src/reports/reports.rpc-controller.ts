import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { reportCheckIn } from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsRpcController {
  constructor(private readonly reports: ReportsService) {}

  @RpcHandler(reportCheckIn)
  async report(
    @RpcPayload(reportCheckIn) input: RpcInput<typeof reportCheckIn>,
  ): Promise<RpcReply<typeof reportCheckIn>> {
    await this.reports.report(input.actor, input.checkInId, input.body.reason);
    return { ok: true as const };
  }
}
