import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessTokenAuthenticator } from '../access-tokens/access-token.authenticator';
import { bearerTokenOf, tokenRefusal } from '../access-tokens/access-token-rules';
import '../http/changes-state.decorator';
import './scope-by-operation.decorator';
import { ProblemException } from '../http/problem.exception';
import { ACCESS_KEY, type Access } from './access.decorators';
import { SessionCookie } from './session-cookie';
import { SessionStore } from './session.store';
import './request-session';

/**
 * Deny by default: every route needs a signed-in user unless it is marked @Public(); @AdminOnly()
 * routes also need isAdmin, @SessionOnly() ones a cookie session. The session or personal access
 * token found (if any) is attached to the request.
 *
 * A request with `Authorization: Bearer` is judged by its token alone; its cookie is not even read.
 * Such requests skip the Origin check (no ambient credential to abuse), so if a cookie could still
 * count, a cross-site page adding any bearer header would ride the victim's session past it.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly accessTokens: AccessTokenAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access =
      this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? 'user';
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();

    const bearer = bearerTokenOf(request.headers.authorization);
    if (bearer !== undefined) {
      const grant = await this.accessTokens.authenticate(bearer, reply);
      const refusal = tokenRefusal({
        access,
        method: request.method,
        changesState: request.routeOptions.config.changesState === true,
        scopeByOperation: request.routeOptions.config.scopeByOperation === true,
        scopes: grant.scopes,
      });
      if (refusal) throw refusal;
      request.cremaAccessToken = grant;
      return true;
    }

    const id = this.cookie.read(request);
    const session = id ? await this.store.touch(id) : undefined;
    if (session) {
      request.cremaSession = session;
      // The cookie slides with the server-side expiry.
      this.cookie.set(reply, session);
    } else if (id !== undefined) {
      this.cookie.clear(reply);
    }

    if (access === 'public') return true;
    if (!session) throw ProblemException.of(401, 'Please log in to continue.', { code: 'unauthorized' });
    if (access === 'admin' && !session.actor.isAdmin) {
      throw ProblemException.of(403, 'Administrator access is required.', { code: 'forbidden' });
    }
    return true;
  }
}
