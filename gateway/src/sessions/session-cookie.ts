import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
// The cookie plugin's request/reply typings (registered in main.ts), so this file types on its own.
import type {} from '@fastify/cookie';
import { GATEWAY_ENV } from '../core/tokens';
import type { Session } from './session.store';

export const SESSION_COOKIE = 'crema_sid';
/**
 * Over HTTPS the cookie is `__Host-` prefixed: browsers then take it only if it is Secure, for
 * Path=/ and without Domain, so neither a sibling subdomain nor plain HTTP can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Reads and writes the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure and `__Host-` behind HTTPS. */
@Injectable()
export class SessionCookie {
  private readonly name: string;

  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {
    this.name = env.COOKIE_SECURE ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.name];
  }

  set(reply: FastifyReply, session: Session): void {
    void reply.setCookie(this.name, session.id, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.env.COOKIE_SECURE,
      maxAge: this.env.SESSION_TTL_SECONDS,
    });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.name, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.env.COOKIE_SECURE,
    });
  }
}
