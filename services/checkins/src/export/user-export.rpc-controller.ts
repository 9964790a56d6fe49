import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { exportUserCheckIns } from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { UserExportService } from './user-export.service';

/** The checkins part of GET /api/user/export: the actor's own data only. */
@Controller()
export class UserExportRpcController {
  constructor(private readonly exports: UserExportService) {}

  @RpcHandler(exportUserCheckIns)
  export(
    @RpcPayload(exportUserCheckIns) input: RpcInput<typeof exportUserCheckIns>,
  ): Promise<RpcReply<typeof exportUserCheckIns>> {
    return this.exports.exportFor(input.actor);
  }
}
