import type { Actor } from '@crema/contracts/common/rpc';
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { listSettings, putSetting } from '@crema/contracts/admin/rpc';
import { putSettingBody, settingKeyParams, type AppSetting } from '@crema/contracts/admin/settings';
import { RpcClient } from '@crema/messaging';
import type { z } from 'zod';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';

/** App settings (admin service). */
@Controller('api/admin/settings')
export class AdminSettingsController {
  constructor(private readonly rpc: RpcClient) {}

  @AdminOnly()
  @Get()
  list(@CurrentActor() actor: Actor): Promise<AppSetting[]> {
    return this.rpc.send(listSettings, { actor: actor });
  }

  @AdminOnly()
  @Put(':key')
  put(
    @CurrentActor() actor: Actor,
    @Param(new ZodValidationPipe(settingKeyParams)) params: z.output<typeof settingKeyParams>,
    @Body(new ZodValidationPipe(putSettingBody)) body: z.output<typeof putSettingBody>,
  ): Promise<AppSetting> {
    return this.rpc.send(putSetting, { actor: actor, key: params.key, body });
  }
}
