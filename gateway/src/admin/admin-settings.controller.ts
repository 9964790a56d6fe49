import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { listSettings, putSetting } from '@crema/contracts/admin/rpc';
import { putSettingBody, settingKeyParams, type AppSetting } from '@crema/contracts/admin/settings';
import { RpcClient } from '@crema/messaging';
import type { z } from 'zod';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';

/** App settings (admin service). */
@Controller('api/admin/settings')
export class AdminSettingsController {
  constructor(private readonly rpc: RpcClient) {}

  @AdminOnly()
  @Get()
  list(@CurrentSession() session: Session): Promise<AppSetting[]> {
    return this.rpc.send(listSettings, { actor: session.actor });
  }

  @AdminOnly()
  @Put(':key')
  put(
    @CurrentSession() session: Session,
    @Param(new ZodValidationPipe(settingKeyParams)) params: z.output<typeof settingKeyParams>,
    @Body(new ZodValidationPipe(putSettingBody)) body: z.output<typeof putSettingBody>,
  ): Promise<AppSetting> {
    return this.rpc.send(putSetting, { actor: session.actor, key: params.key, body });
  }
}
