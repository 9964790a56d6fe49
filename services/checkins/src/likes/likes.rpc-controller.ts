import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { likeCheckIn, unlikeCheckIn } from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { LikesService } from './likes.service';

@Controller()
export class LikesRpcController {
  constructor(private readonly likes: LikesService) {}

  @RpcHandler(likeCheckIn)
  like(@RpcPayload(likeCheckIn) input: RpcInput<typeof likeCheckIn>): Promise<RpcReply<typeof likeCheckIn>> {
    return this.likes.like(input.actor, input.id);
  }

  @RpcHandler(unlikeCheckIn)
  unlike(
    @RpcPayload(unlikeCheckIn) input: RpcInput<typeof unlikeCheckIn>,
  ): Promise<RpcReply<typeof unlikeCheckIn>> {
    return this.likes.unlike(input.actor, input.id);
  }
}
