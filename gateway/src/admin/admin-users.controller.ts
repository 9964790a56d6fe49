import { Body, Controller, Delete, HttpCode, Param, Patch } from '@nestjs/common';
import { setAdminBody } from '@crema/contracts/admin/users';
import { userIdParams, type UserIdParams } from '@crema/contracts/social/rest';
import type { z } from 'zod';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';
import { AdminUsersService, type AdminRights } from './admin-users.service';

const idPipe = new ZodValidationPipe(userIdParams);

/** The admin Users tab's changes (SPEC §7): thin; identity refuses what no administrator may do. */
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @AdminOnly()
  @Patch(':id/admin')
  setAdmin(
    @CurrentSession() session: Session,
    @Param(idPipe) params: UserIdParams,
    @Body(new ZodValidationPipe(setAdminBody)) body: z.output<typeof setAdminBody>,
  ): Promise<AdminRights> {
    return this.users.setAdmin(session.actor, params.id, body.isAdmin);
  }

  @AdminOnly()
  @Delete(':id')
  @HttpCode(204)
  async delete(@CurrentSession() session: Session, @Param(idPipe) params: UserIdParams): Promise<void> {
    await this.users.delete(session.actor, params.id);
  }
}
