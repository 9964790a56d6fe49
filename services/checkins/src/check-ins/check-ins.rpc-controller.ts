import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import {
  createCheckIn,
  deleteCheckIn,
  deleteCheckInAsAdmin,
  reassignCheckIn,
  setCheckInPhoto,
  updateCheckIn,
} from '@crema/contracts/checkins/rpc';
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

  @RpcHandler(setCheckInPhoto)
  setPhoto(
    @RpcPayload(setCheckInPhoto) input: RpcInput<typeof setCheckInPhoto>,
  ): Promise<RpcReply<typeof setCheckInPhoto>> {
    return this.checkIns.setPhoto(input.actor, input.id, input.photo);
  }

  @RpcHandler(deleteCheckIn)
  async delete(
    @RpcPayload(deleteCheckIn) input: RpcInput<typeof deleteCheckIn>,
  ): Promise<RpcReply<typeof deleteCheckIn>> {
    await this.checkIns.delete(input.actor, input.id);
    return { ok: true as const };
  }

  @RpcHandler(deleteCheckInAsAdmin)
  async deleteAsAdmin(
    @RpcPayload(deleteCheckInAsAdmin) input: RpcInput<typeof deleteCheckInAsAdmin>,
  ): Promise<RpcReply<typeof deleteCheckInAsAdmin>> {
    await this.checkIns.deleteAsAdmin(input.actor, input.id);
    return { ok: true as const };
  }

  @RpcHandler(reassignCheckIn)
  reassign(
    @RpcPayload(reassignCheckIn) input: RpcInput<typeof reassignCheckIn>,
  ): Promise<RpcReply<typeof reassignCheckIn>> {
    return this.checkIns.reassign(input.actor, input.id, input.newUserId);
  }
}
