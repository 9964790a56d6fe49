import type { Actor } from '@crema/contracts/common/rpc';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { checkInIdParams } from '@crema/contracts/checkins/check-in';
import {
  addCommentBody,
  commentParams,
  reportCheckInBody,
  type Comment,
} from '@crema/contracts/checkins/comments';
import { pageQuery, type PageQuery } from '@crema/contracts/common/page';
import type { FastifyReply } from 'fastify';
import type { Json } from '@crema/messaging';
import { pageReply } from '../http/paging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Authenticated, Public } from '../sessions/access.decorators';
import { CurrentActor, OptionalActor } from '../sessions/request-session';
import { CheckInsService } from './check-ins.service';

const idPipe = new ZodValidationPipe(checkInIdParams);

/** Comments on a check-in and reports of it (issue 3: the two calls SPEC lacks). */
@Controller('api/check-ins/:id')
export class CommentsController {
  constructor(private readonly checkIns: CheckInsService) {}

  @Public()
  @Get('comments')
  async list(
    @OptionalActor() actor: Actor | undefined,
    @Param(idPipe) params: { id: number },
    @Query(new ZodValidationPipe(pageQuery)) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<Comment[]>> {
    const page = await this.checkIns.comments(actor ?? null, params.id, query);
    return pageReply(reply, `/api/check-ins/${params.id}/comments`, { limit: query.limit }, page);
  }

  @Authenticated()
  @Post('comments')
  @HttpCode(201)
  add(
    @CurrentActor() actor: Actor,
    @Param(idPipe) params: { id: number },
    @Body(new ZodValidationPipe(addCommentBody)) body: { content: string },
  ): Promise<Comment> {
    return this.checkIns.addComment(actor, params.id, body.content);
  }

  @Authenticated()
  @Delete('comments/:commentId')
  @HttpCode(204)
  async remove(
    @CurrentActor() actor: Actor,
    @Param(new ZodValidationPipe(commentParams)) params: { id: number; commentId: number },
  ): Promise<void> {
    await this.checkIns.deleteComment(actor, params.id, params.commentId);
  }

  @Authenticated()
  @Post('report')
  @HttpCode(201)
  async report(
    @CurrentActor() actor: Actor,
    @Param(idPipe) params: { id: number },
    @Body(new ZodValidationPipe(reportCheckInBody)) body: { reason: string },
  ): Promise<{ ok: true }> {
    await this.checkIns.report(actor, params.id, body.reason);
    return { ok: true };
  }
}
