import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_ENV } from '../core/tokens';
import type { Session } from './session.store';

export const SESSION_COOKIE = 'crema_sid';

/** Reads and writes the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure behind HTTPS. */
@Injectable()
export class SessionCookie {
  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {}

  read(request: FastifyRequest): string | undefined {
    return request.cookies[SESSION_COOKIE];
  }

  set(reply: FastifyReply, session: Session): void {
    void reply.setCookie(SESSION_COOKIE, session.id, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.env.COOKIE_SECURE,
      maxAge: this.env.SESSION_TTL_SECONDS,
    });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.env.COOKIE_SECURE,
    });
  }
}
