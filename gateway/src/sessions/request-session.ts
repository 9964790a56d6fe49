import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenGrant } from '../access-tokens/access-token.authenticator';
import type { Session } from './session.store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live cookie session, attached by the session guard. */
    cremaSession?: Session;
    /** The caller's personal access token, attached by the session guard instead of a session. */
    cremaAccessToken?: AccessTokenGrant;
  }
}

function actorOf(request: FastifyRequest): Actor | undefined {
  return request.cremaSession?.actor ?? request.cremaAccessToken?.actor;
}

/** The signed-in caller, by session or token, on a route that requires one. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = actorOf(context.switchToHttp().getRequest<FastifyRequest>());
  if (!actor) throw new Error('CurrentActor used on a route that does not require a signed-in caller');
  return actor;
});

/** The signed-in caller if there is one, on public routes. */
export const OptionalActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Actor | undefined =>
    actorOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

/** The caller's cookie session on a @SessionOnly() route (the guard has already refused anyone else). */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): Session => {
  const session = context.switchToHttp().getRequest<FastifyRequest>().cremaSession;
  if (!session) throw new Error('CurrentSession used on a route that does not require a session');
  return session;
});

/** The caller's cookie session if there is one (never with a token), on public routes. */
export const OptionalSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Session | undefined =>
    context.switchToHttp().getRequest<FastifyRequest>().cremaSession,
);
