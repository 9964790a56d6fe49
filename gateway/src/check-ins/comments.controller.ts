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
import { CurrentSession, OptionalSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';
import { CheckInsService } from './check-ins.service';

const idPipe = new ZodValidationPipe(checkInIdParams);

/** Comments on a check-in and reports of it (issue 3: the two calls SPEC lacks). */
@Controller('api/check-ins/:id')
export class CommentsController {
  constructor(private readonly checkIns: CheckInsService) {}

  @Public()
  @Get('comments')
  async list(
    @OptionalSession() session: Session | undefined,
    @Param(idPipe) params: { id: number },
    @Query(new ZodValidationPipe(pageQuery)) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<Comment[]>> {
    const page = await this.checkIns.comments(session?.actor ?? null, params.id, query);
    return pageReply(reply, `/api/check-ins/${params.id}/comments`, { limit: query.limit }, page);
  }

  @Authenticated()
  @Post('comments')
  @HttpCode(201)
  add(
    @CurrentSession() session: Session,
    @Param(idPipe) params: { id: number },
    @Body(new ZodValidationPipe(addCommentBody)) body: { content: string },
  ): Promise<Comment> {
    return this.checkIns.addComment(session.actor, params.id, body.content);
  }

  @Authenticated()
  @Delete('comments/:commentId')
  @HttpCode(204)
  async remove(
    @CurrentSession() session: Session,
    @Param(new ZodValidationPipe(commentParams)) params: { id: number; commentId: number },
  ): Promise<void> {
    await this.checkIns.deleteComment(session.actor, params.id, params.commentId);
  }

  @Authenticated()
  @Post('report')
  @HttpCode(201)
  async report(
    @CurrentSession() session: Session,
    @Param(idPipe) params: { id: number },
    @Body(new ZodValidationPipe(reportCheckInBody)) body: { reason: string },
  ): Promise<{ ok: true }> {
    await this.checkIns.report(session.actor, params.id, body.reason);
    return { ok: true };
  }
}
