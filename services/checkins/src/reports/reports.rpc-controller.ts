import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { listReports, reportCheckIn, resolveReport } from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { ModerationQueueService } from './moderation-queue.service';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsRpcController {
  constructor(
    private readonly reports: ReportsService,
    private readonly queue: ModerationQueueService,
  ) {}

  @RpcHandler(reportCheckIn)
  async report(
    @RpcPayload(reportCheckIn) input: RpcInput<typeof reportCheckIn>,
  ): Promise<RpcReply<typeof reportCheckIn>> {
    await this.reports.report(input.actor, input.checkInId, input.body.reason);
    return { ok: true as const };
  }

  @RpcHandler(listReports)
  list(@RpcPayload(listReports) input: RpcInput<typeof listReports>): Promise<RpcReply<typeof listReports>> {
    return this.queue.list(input.actor, input.query);
  }

  @RpcHandler(resolveReport)
  resolve(
    @RpcPayload(resolveReport) input: RpcInput<typeof resolveReport>,
  ): Promise<RpcReply<typeof resolveReport>> {
    return this.queue.resolve(input.actor, input.id, input.body);
  }
}
