import { Controller, UseGuards } from '@nestjs/common';
import { listAdminUsers } from '@crema/contracts/admin/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { AdminOnlyGuard } from '../common/admin-only.guard';
import { AdminUsersService } from './admin-users.service';

@Controller()
@UseGuards(AdminOnlyGuard)
export class AdminUsersRpcController {
  constructor(private readonly users: AdminUsersService) {}

  @RpcHandler(listAdminUsers)
  page(
    @RpcPayload(listAdminUsers) input: RpcInput<typeof listAdminUsers>,
  ): Promise<RpcReply<typeof listAdminUsers>> {
    return this.users.page(input.actor, input.query);
  }
}
