import { Controller, UseGuards } from '@nestjs/common';
import { listSettings, putSetting } from '@crema/contracts/admin/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { AdminOnlyGuard } from '../common/admin-only.guard';
import { SettingsService } from './settings.service';

@Controller()
@UseGuards(AdminOnlyGuard)
export class SettingsRpcController {
  constructor(private readonly settings: SettingsService) {}

  @RpcHandler(listSettings)
  list(): Promise<RpcReply<typeof listSettings>> {
    return this.settings.list();
  }

  @RpcHandler(putSetting)
  put(@RpcPayload(putSetting) input: RpcInput<typeof putSetting>): Promise<RpcReply<typeof putSetting>> {
    return this.settings.put(input.actor, input.key, input.body);
  }
}
