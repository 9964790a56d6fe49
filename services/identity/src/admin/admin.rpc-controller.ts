import { Controller } from '@nestjs/common';
import { initAdmin } from '@crema/contracts/identity/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { AdminService } from './admin.service';

@Controller()
export class AdminRpcController {
  constructor(private readonly admin: AdminService) {}

  @RpcHandler(initAdmin)
  initAdmin(@RpcPayload(initAdmin) input: RpcInput<typeof initAdmin>): Promise<RpcReply<typeof initAdmin>> {
    return this.admin.initAdmin(input.actor);
  }
}
