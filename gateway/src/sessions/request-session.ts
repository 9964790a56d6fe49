import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Session } from './session.store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, attached by the session guard. */
    cremaSession?: Session;
  }
}

/** The caller's session on a route that requires one (the guard has already refused anyone else). */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): Session => {
  const session = context.switchToHttp().getRequest<FastifyRequest>().cremaSession;
  if (!session) throw new Error('CurrentSession used on a route that does not require a session');
  return session;
});

/** The caller's session if there is one, on public routes. */
export const OptionalSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Session | undefined =>
    context.switchToHttp().getRequest<FastifyRequest>().cremaSession,
);
