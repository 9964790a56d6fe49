import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { getProfile } from '@crema/contracts/social/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { ProfilesService } from './profiles.service';

@Controller()
export class ProfilesRpcController {
  constructor(private readonly profiles: ProfilesService) {}

  @RpcHandler(getProfile)
  get(@RpcPayload(getProfile) input: RpcInput<typeof getProfile>): Promise<RpcReply<typeof getProfile>> {
    return this.profiles.get(input.viewer, input.username);
  }
}
