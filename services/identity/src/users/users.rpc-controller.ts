import { Controller } from '@nestjs/common';
import {
  changePassword,
  deleteAccount,
  exportUser,
  getCurrentUser,
  getUserProfile,
  registerUser,
  setAvatar,
  updateSettings,
  verifyCredentials,
} from '@crema/contracts/identity/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { UsersService } from './users.service';

@Controller()
export class UsersRpcController {
  constructor(private readonly users: UsersService) {}

  @RpcHandler(registerUser)
  register(
    @RpcPayload(registerUser) input: RpcInput<typeof registerUser>,
  ): Promise<RpcReply<typeof registerUser>> {
    return this.users.register(input);
  }

  @RpcHandler(verifyCredentials)
  verifyCredentials(
    @RpcPayload(verifyCredentials) input: RpcInput<typeof verifyCredentials>,
  ): Promise<RpcReply<typeof verifyCredentials>> {
    return this.users.verifyCredentials(input.username, input.password);
  }

  @RpcHandler(getCurrentUser)
  getCurrentUser(
    @RpcPayload(getCurrentUser) input: RpcInput<typeof getCurrentUser>,
  ): Promise<RpcReply<typeof getCurrentUser>> {
    return this.users.getCurrentUser(input.actor);
  }

  @RpcHandler(getUserProfile)
  getUserProfile(
    @RpcPayload(getUserProfile) input: RpcInput<typeof getUserProfile>,
  ): Promise<RpcReply<typeof getUserProfile>> {
    return this.users.getUserProfile(input.userId);
  }

  @RpcHandler(updateSettings)
  updateSettings(
    @RpcPayload(updateSettings) input: RpcInput<typeof updateSettings>,
  ): Promise<RpcReply<typeof updateSettings>> {
    return this.users.updateSettings(input.actor, input.changes);
  }

  @RpcHandler(changePassword)
  async changePassword(
    @RpcPayload(changePassword) input: RpcInput<typeof changePassword>,
  ): Promise<RpcReply<typeof changePassword>> {
    await this.users.changePassword(input.actor, input.currentPassword, input.newPassword);
    return { ok: true as const };
  }

  @RpcHandler(setAvatar)
  setAvatar(@RpcPayload(setAvatar) input: RpcInput<typeof setAvatar>): Promise<RpcReply<typeof setAvatar>> {
    return this.users.setAvatar(input.actor, input.avatarUrl);
  }

  @RpcHandler(exportUser)
  exportUser(
    @RpcPayload(exportUser) input: RpcInput<typeof exportUser>,
  ): Promise<RpcReply<typeof exportUser>> {
    return this.users.exportUser(input.actor);
  }

  @RpcHandler(deleteAccount)
  deleteAccount(
    @RpcPayload(deleteAccount) input: RpcInput<typeof deleteAccount>,
  ): Promise<RpcReply<typeof deleteAccount>> {
    return this.users.deleteAccount(input.actor, input.currentPassword);
  }
}
