import type { Actor } from '@crema/contracts/common/rpc';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query, Res } from '@nestjs/common';
import { listAdminUsers } from '@crema/contracts/admin/rpc';
import {
  adminUsersQuery,
  setAdminBody,
  type AdminUser,
  type AdminUsersQuery,
} from '@crema/contracts/admin/users';
import { RpcClient, type Json } from '@crema/messaging';
import type { FastifyReply } from 'fastify';
import { userIdParams, type UserIdParams } from '@crema/contracts/social/rest';
import type { z } from 'zod';
import { pageReply } from '../http/paging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';
import { AdminUsersService, type AdminRights } from './admin-users.service';

const idPipe = new ZodValidationPipe(userIdParams);

/**
 * The admin Users tab (SPEC §7): the list comes from the admin service (its projection, with
 * identity's emails and roles); changes go to identity, which refuses what no administrator may do.
 */
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly rpc: RpcClient,
  ) {}

  @AdminOnly()
  @Get()
  async list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(adminUsersQuery)) query: AdminUsersQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<AdminUser[]>> {
    const page = await this.rpc.sendForPage(listAdminUsers, { actor: actor, query });
    const { limit, sort, order } = query;
    return pageReply(reply, '/api/admin/users', { limit, sort, order, query: query.query }, page);
  }

  @AdminOnly()
  @Patch(':id/admin')
  setAdmin(
    @CurrentActor() actor: Actor,
    @Param(idPipe) params: UserIdParams,
    @Body(new ZodValidationPipe(setAdminBody)) body: z.output<typeof setAdminBody>,
  ): Promise<AdminRights> {
    return this.users.setAdmin(actor, params.id, body.isAdmin);
  }

  @AdminOnly()
  @Delete(':id/sessions')
  @HttpCode(204)
  async signOut(@CurrentActor() actor: Actor, @Param(idPipe) params: UserIdParams): Promise<void> {
    await this.users.signOut(actor, params.id);
  }

  @AdminOnly()
  @Delete(':id')
  @HttpCode(204)
  async delete(@CurrentActor() actor: Actor, @Param(idPipe) params: UserIdParams): Promise<void> {
    await this.users.delete(actor, params.id);
  }
}
