import { Controller, UseGuards } from '@nestjs/common';
import { readLabel } from '@crema/contracts/admin/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { AdminOnlyGuard } from '../common/admin-only.guard';
import { LabelReadingsService } from './label-readings.service';

@Controller()
@UseGuards(AdminOnlyGuard)
export class LabelsRpcController {
  constructor(private readonly readings: LabelReadingsService) {}

  @RpcHandler(readLabel)
  read(@RpcPayload(readLabel) input: RpcInput<typeof readLabel>): Promise<RpcReply<typeof readLabel>> {
    return this.readings.read(input.imageUrl);
  }
}
