import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { saveCheckIn, unsaveCheckIn } from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { SavesService } from './saves.service';

@Controller()
export class SavesRpcController {
  constructor(private readonly saves: SavesService) {}

  @RpcHandler(saveCheckIn)
  save(@RpcPayload(saveCheckIn) input: RpcInput<typeof saveCheckIn>): Promise<RpcReply<typeof saveCheckIn>> {
    return this.saves.save(input.actor, input.id);
  }

  @RpcHandler(unsaveCheckIn)
  unsave(
    @RpcPayload(unsaveCheckIn) input: RpcInput<typeof unsaveCheckIn>,
  ): Promise<RpcReply<typeof unsaveCheckIn>> {
    return this.saves.unsave(input.actor, input.id);
  }
}
