import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { listBadges, listEarnedBadges, listUserBadges } from '@crema/contracts/insights/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { BadgesService } from './badges.service';

@Controller()
export class BadgesRpcController {
  constructor(private readonly badges: BadgesService) {}

  @RpcHandler(listBadges)
  catalogue(@RpcPayload(listBadges) input: RpcInput<typeof listBadges>): Promise<RpcReply<typeof listBadges>> {
    return this.badges.catalogue(input.actor);
  }

  @RpcHandler(listEarnedBadges)
  earned(
    @RpcPayload(listEarnedBadges) input: RpcInput<typeof listEarnedBadges>,
  ): Promise<RpcReply<typeof listEarnedBadges>> {
    return this.badges.earnedBy(input.actor);
  }

  @RpcHandler(listUserBadges)
  ofUser(
    @RpcPayload(listUserBadges) input: RpcInput<typeof listUserBadges>,
  ): Promise<RpcReply<typeof listUserBadges>> {
    return this.badges.ofUser(input.viewer, input.username);
  }
}
