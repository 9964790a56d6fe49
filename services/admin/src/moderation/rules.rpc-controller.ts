import { Controller, UseGuards } from '@nestjs/common';
import {
  createModerationRule,
  deleteModerationRule,
  listModerationRules,
  updateModerationRule,
} from '@crema/contracts/admin/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { AdminOnlyGuard } from '../common/admin-only.guard';
import { RulesService } from './rules.service';

@Controller()
@UseGuards(AdminOnlyGuard)
export class RulesRpcController {
  constructor(private readonly rules: RulesService) {}

  @RpcHandler(listModerationRules)
  list(): Promise<RpcReply<typeof listModerationRules>> {
    return this.rules.list();
  }

  @RpcHandler(createModerationRule)
  create(
    @RpcPayload(createModerationRule) input: RpcInput<typeof createModerationRule>,
  ): Promise<RpcReply<typeof createModerationRule>> {
    return this.rules.create(input.actor, input.body);
  }

  @RpcHandler(updateModerationRule)
  update(
    @RpcPayload(updateModerationRule) input: RpcInput<typeof updateModerationRule>,
  ): Promise<RpcReply<typeof updateModerationRule>> {
    return this.rules.update(input.actor, input.id, input.body);
  }

  @RpcHandler(deleteModerationRule)
  async delete(
    @RpcPayload(deleteModerationRule) input: RpcInput<typeof deleteModerationRule>,
  ): Promise<RpcReply<typeof deleteModerationRule>> {
    await this.rules.delete(input.actor, input.id);
    return { ok: true };
  }
}
