import { Controller } from '@nestjs/common';
import {
  deleteUserAsAdmin,
  initAdmin,
  listAccounts,
  setAdmin,
  signOutUserAsAdmin,
} from '@crema/contracts/identity/rpc';
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

  @RpcHandler(listAccounts)
  listAccounts(
    @RpcPayload(listAccounts) input: RpcInput<typeof listAccounts>,
  ): Promise<RpcReply<typeof listAccounts>> {
    return this.admin.listAccounts(input.actor, input);
  }

  @RpcHandler(setAdmin)
  setAdmin(@RpcPayload(setAdmin) input: RpcInput<typeof setAdmin>): Promise<RpcReply<typeof setAdmin>> {
    return this.admin.setAdmin(input.actor, input.userId, input.isAdmin);
  }

  @RpcHandler(deleteUserAsAdmin)
  deleteUser(
    @RpcPayload(deleteUserAsAdmin) input: RpcInput<typeof deleteUserAsAdmin>,
  ): Promise<RpcReply<typeof deleteUserAsAdmin>> {
    return this.admin.deleteUser(input.actor, input.userId);
  }

  @RpcHandler(signOutUserAsAdmin)
  signOutUser(
    @RpcPayload(signOutUserAsAdmin) input: RpcInput<typeof signOutUserAsAdmin>,
  ): Promise<RpcReply<typeof signOutUserAsAdmin>> {
    return this.admin.signOutUser(input.actor, input.userId);
  }
}
