import { Body, Controller, Get, Headers, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import { registerBody, type RegisterBody } from '@crema/contracts/identity/rest';
import type { Actor } from '@crema/contracts/common/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { RpcError } from '@crema/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemException } from '../http/problem.exception';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { CostlyRouteLimits } from '../rate-limit/costly-route-limits';
import { Authenticated, Public } from '../sessions/access.decorators';
import { CurrentActor, OptionalSession } from '../sessions/request-session';
import { SessionCookie } from '../sessions/session-cookie';
import { SessionStore, type Session } from '../sessions/session.store';
import { AuthService } from './auth.service';
import { LocalAuthGuard } from './local-auth.guard';
import { toSelfUser } from './self-user';

@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly limits: CostlyRouteLimits,
  ) {}

  @Authenticated()
  @Get('user')
  async currentUser(
    @CurrentActor() actor: Actor,
    @OptionalSession() session: Session | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SelfUser> {
    try {
      return await this.auth.currentUser(actor);
    } catch (error) {
      // The account is gone (deleted elsewhere): the session is worthless.
      if (error instanceof RpcError && (error.body.status === 401 || error.body.status === 404)) {
        if (session) await this.sessions.destroy(session);
        this.cookie.clear(reply);
        throw ProblemException.of(401, 'Please log in to continue.', { code: 'unauthorized' });
      }
      throw error;
    }
  }

  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  async login(
    @Req() request: FastifyRequest & { user?: unknown },
    @OptionalSession() previous: Session | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SelfUser> {
    const user = toSelfUser(request.user);
    return this.startSession(user, previous, request.headers['user-agent'], reply);
  }

  /** Limited per client address before identity hashes the password (argon2id: the costly part). */
  @Public()
  @Post('register')
  @HttpCode(201)
  async register(
    @Ip() ip: string,
    @Body(new ZodValidationPipe(registerBody)) body: RegisterBody,
    @OptionalSession() previous: Session | undefined,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SelfUser> {
    await this.limits.register(ip);
    const user = await this.auth.register(body);
    return this.startSession(user, previous, userAgent, reply);
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(
    @OptionalSession() session: Session | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    if (session) await this.sessions.destroy(session);
    this.cookie.clear(reply);
  }

  /** A fresh session id at every sign-in; the one the browser had before is ended. */
  private async startSession(
    user: SelfUser,
    previous: Session | undefined,
    userAgent: string | undefined,
    reply: FastifyReply,
  ): Promise<SelfUser> {
    if (previous) await this.sessions.destroy(previous);
    const session = await this.sessions.create({ userId: user.id, isAdmin: user.isAdmin }, { userAgent });
    this.cookie.set(reply, session);
    return user;
  }
}
