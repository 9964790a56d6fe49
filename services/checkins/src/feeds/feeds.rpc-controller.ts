import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import {
  getSharedCheckIn,
  listFeed,
  listOwnCheckIns,
  listSavedCheckIns,
  listUserCheckIns,
} from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload } from '@crema/messaging';
import type { RpcInput } from '../common/rpc-input';
import { FeedsService } from './feeds.service';

@Controller()
export class FeedsRpcController {
  constructor(private readonly feeds: FeedsService) {}

  @RpcHandler(listFeed)
  listFeed(@RpcPayload(listFeed) input: RpcInput<typeof listFeed>): Promise<RpcReply<typeof listFeed>> {
    return this.feeds.listFeed(input.viewer, input.query);
  }

  @RpcHandler(listOwnCheckIns)
  listOwn(
    @RpcPayload(listOwnCheckIns) input: RpcInput<typeof listOwnCheckIns>,
  ): Promise<RpcReply<typeof listOwnCheckIns>> {
    return this.feeds.listOwn(input.actor, input.page);
  }

  @RpcHandler(listUserCheckIns)
  listUser(
    @RpcPayload(listUserCheckIns) input: RpcInput<typeof listUserCheckIns>,
  ): Promise<RpcReply<typeof listUserCheckIns>> {
    return this.feeds.listUser(input.viewer, input.username, input.page);
  }

  @RpcHandler(listSavedCheckIns)
  listSaved(
    @RpcPayload(listSavedCheckIns) input: RpcInput<typeof listSavedCheckIns>,
  ): Promise<RpcReply<typeof listSavedCheckIns>> {
    return this.feeds.listSaved(input.actor, input.page);
  }

  @RpcHandler(getSharedCheckIn)
  getShared(
    @RpcPayload(getSharedCheckIn) input: RpcInput<typeof getSharedCheckIn>,
  ): Promise<RpcReply<typeof getSharedCheckIn>> {
    return this.feeds.getShared(input.viewer, input.id);
  }
}
