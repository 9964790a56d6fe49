import { Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  sessionHandleParams,
  type EndedSessions,
  type SessionHandleParams,
  type SessionSummary,
} from '@crema/contracts/identity/sessions';
import type { FastifyReply } from 'fastify';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { SessionOnly } from '../sessions/access.decorators';
import { CurrentSession } from '../sessions/request-session';
import { SessionCookie } from '../sessions/session-cookie';
import type { Session } from '../sessions/session.store';
import { AccountSessionsService } from './account-sessions.service';

/** The person's own sessions: a cookie session only, never a personal access token (ADR 0018, 0030). */
@Controller('api/user/sessions')
export class AccountSessionsController {
  constructor(
    private readonly sessions: AccountSessionsService,
    private readonly cookie: SessionCookie,
  ) {}

  @SessionOnly()
  @Get()
  list(@CurrentSession() session: Session): Promise<SessionSummary[]> {
    return this.sessions.list(session);
  }

  /** Signs out everywhere else: this session stays. */
  @SessionOnly()
  @Post('end-others')
  @HttpCode(200)
  endOthers(@CurrentSession() session: Session): Promise<EndedSessions> {
    return this.sessions.endOthers(session);
  }

  /** Ends one of the caller's sessions (404 for any other); ending this one is signing out. */
  @SessionOnly()
  @Delete(':id')
  @HttpCode(204)
  async end(
    @CurrentSession() session: Session,
    @Param(new ZodValidationPipe(sessionHandleParams)) params: SessionHandleParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { wasCurrent } = await this.sessions.end(session, params.id);
    if (wasCurrent) this.cookie.clear(reply);
  }
}
