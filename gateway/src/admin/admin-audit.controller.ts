import { Controller, Get, Query, Res } from '@nestjs/common';
import { auditQuery, type AuditEntry, type AuditQuery } from '@crema/contracts/admin/audit';
import { listAuditLog } from '@crema/contracts/admin/rpc';
import type { Actor } from '@crema/contracts/common/rpc';
import { RpcClient, type Json } from '@crema/messaging';
import type { FastifyReply } from 'fastify';
import { pageReply } from '../http/paging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';

/** The administrators' audit trail (admin service; docs/adr/0030). */
@Controller('api/admin')
export class AdminAuditController {
  constructor(private readonly rpc: RpcClient) {}

  @AdminOnly()
  @Get('audit')
  async list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(auditQuery)) query: AuditQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<AuditEntry[]>> {
    const page = await this.rpc.sendForPage(listAuditLog, { actor, query });
    return pageReply(reply, '/api/admin/audit', { limit: query.limit, adminId: query.adminId, action: query.action }, page);
  }
}
