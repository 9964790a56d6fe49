import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { exportUserInsights } from '@crema/contracts/insights/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { UserExportService } from './user-export.service';

/** The insights part of GET /api/user/export. */
@Controller()
export class UserExportRpcController {
  constructor(private readonly exports: UserExportService) {}

  @RpcHandler(exportUserInsights)
  export(
    @RpcPayload(exportUserInsights) input: RpcInput<typeof exportUserInsights>,
  ): Promise<RpcReply<typeof exportUserInsights>> {
    return this.exports.export(input.actor);
  }
}
