import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { exportUserSocial } from '@crema/contracts/social/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { UserExportService } from './user-export.service';

/** The social part of GET /api/user/export: the actor's own follows, both ways. */
@Controller()
export class UserExportRpcController {
  constructor(private readonly exports: UserExportService) {}

  @RpcHandler(exportUserSocial)
  export(
    @RpcPayload(exportUserSocial) input: RpcInput<typeof exportUserSocial>,
  ): Promise<RpcReply<typeof exportUserSocial>> {
    return this.exports.export(input.actor);
  }
}
