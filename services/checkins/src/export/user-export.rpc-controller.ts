import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { exportUserCheckIns } from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { UserExportRepository } from './user-export.repository';

/** The checkins part of GET /api/user/export: the actor's own data only. */
@Controller()
export class UserExportRpcController {
  constructor(private readonly exports: UserExportRepository) {}

  @RpcHandler(exportUserCheckIns)
  export(
    @RpcPayload(exportUserCheckIns) input: RpcInput<typeof exportUserCheckIns>,
  ): Promise<RpcReply<typeof exportUserCheckIns>> {
    return this.exports.read(input.actor.userId);
  }
}
