import type { Actor } from '@crema/contracts/common/rpc';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  createRuleBody,
  idParams,
  updateRuleBody,
  type IdParams,
  type ModerationRule,
} from '@crema/contracts/admin/moderation';
import {
  createModerationRule,
  deleteModerationRule,
  listModerationRules,
  updateModerationRule,
} from '@crema/contracts/admin/rpc';
import { RpcClient } from '@crema/messaging';
import type { z } from 'zod';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';

const idPipe = new ZodValidationPipe(idParams);

/** Moderation rules (admin service); checkins applies the active ones to new content. */
@Controller('api/admin/moderation/rules')
export class AdminModerationRulesController {
  constructor(private readonly rpc: RpcClient) {}

  @AdminOnly()
  @Get()
  list(@CurrentActor() actor: Actor): Promise<ModerationRule[]> {
    return this.rpc.send(listModerationRules, { actor: actor });
  }

  @AdminOnly()
  @Post()
  create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createRuleBody)) body: z.output<typeof createRuleBody>,
  ): Promise<ModerationRule> {
    return this.rpc.send(createModerationRule, { actor: actor, body });
  }

  @AdminOnly()
  @Patch(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param(idPipe) params: IdParams,
    @Body(new ZodValidationPipe(updateRuleBody)) body: z.output<typeof updateRuleBody>,
  ): Promise<ModerationRule> {
    return this.rpc.send(updateModerationRule, { actor: actor, id: params.id, body });
  }

  @AdminOnly()
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentActor() actor: Actor, @Param(idPipe) params: IdParams): Promise<void> {
    await this.rpc.send(deleteModerationRule, { actor: actor, id: params.id });
  }
}
