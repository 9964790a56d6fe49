import { Controller, Get, Query, Res } from '@nestjs/common';
import { listAdminUsers } from '@crema/contracts/admin/rpc';
import { adminUsersQuery, type AdminUser, type AdminUsersQuery } from '@crema/contracts/admin/users';
import { RpcClient, type Json } from '@crema/messaging';
import type { FastifyReply } from 'fastify';
import { pageReply } from '../http/paging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';

/** The admin users list (admin service: its projection, with identity's emails and roles). */
@Controller('api/admin/users')
export class AdminUserListController {
  constructor(private readonly rpc: RpcClient) {}

  @AdminOnly()
  @Get()
  async list(
    @CurrentSession() session: Session,
    @Query(new ZodValidationPipe(adminUsersQuery)) query: AdminUsersQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<AdminUser[]>> {
    const page = await this.rpc.sendForPage(listAdminUsers, { actor: session.actor, query });
    const { limit, sort, order } = query;
    return pageReply(reply, '/api/admin/users', { limit, sort, order, query: query.query }, page);
  }
}
