import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { createCheckIn, deleteCheckIn, updateCheckIn } from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { CheckInsService } from './check-ins.service';

@Controller()
export class CheckInsRpcController {
  constructor(private readonly checkIns: CheckInsService) {}

  @RpcHandler(createCheckIn)
  create(
    @RpcPayload(createCheckIn) input: RpcInput<typeof createCheckIn>,
  ): Promise<RpcReply<typeof createCheckIn>> {
    return this.checkIns.create(input.actor, input.checkIn, input.photo);
  }

  @RpcHandler(updateCheckIn)
  update(
    @RpcPayload(updateCheckIn) input: RpcInput<typeof updateCheckIn>,
  ): Promise<RpcReply<typeof updateCheckIn>> {
    return this.checkIns.update(input.actor, input.id, input.changes);
  }

  @RpcHandler(deleteCheckIn)
  async delete(
    @RpcPayload(deleteCheckIn) input: RpcInput<typeof deleteCheckIn>,
  ): Promise<RpcReply<typeof deleteCheckIn>> {
    await this.checkIns.delete(input.actor, input.id);
    return { ok: true as const };
  }
}
