import type { Actor } from '@crema/contracts/common/rpc';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { idParams, type IdParams } from '@crema/contracts/admin/moderation';
import {
  reportsQuery,
  resolveReportBody,
  type ModerationReport,
  type ReportsQuery,
  type ResolveReportBody,
} from '@crema/contracts/checkins/moderation';
import { listReports, resolveReport } from '@crema/contracts/checkins/rpc';
import { RpcClient, type Json } from '@crema/messaging';
import type { FastifyReply } from 'fastify';
import { pageReply } from '../http/paging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';

const REPORTS_PATH = '/api/admin/moderation/reports';
const idPipe = new ZodValidationPipe(idParams);

/** The moderation queue: reports from people and from the moderation rules (checkins service). */
@Controller(REPORTS_PATH.slice(1))
export class AdminModerationReportsController {
  constructor(private readonly rpc: RpcClient) {}

  @AdminOnly()
  @Get()
  async list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(reportsQuery)) query: ReportsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<ModerationReport[]>> {
    const page = await this.rpc.sendForPage(listReports, { actor: actor, query });
    return pageReply(reply, REPORTS_PATH, { status: query.status, limit: query.limit }, page);
  }

  /** Dismiss (hidden content shows again) or delete the reported comment or check-in; 409 once resolved. */
  @AdminOnly()
  @Post(':id/resolve')
  @HttpCode(200)
  resolve(
    @CurrentActor() actor: Actor,
    @Param(idPipe) params: IdParams,
    @Body(new ZodValidationPipe(resolveReportBody)) body: ResolveReportBody,
  ): Promise<ModerationReport> {
    return this.rpc.send(resolveReport, { actor: actor, id: params.id, body });
  }
}
