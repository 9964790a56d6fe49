import { Controller, Get, type ExecutionContext, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemException } from '../http/problem.exception';
import type { AccessTokenAuthenticator, AccessTokenGrant } from '../access-tokens/access-token.authenticator';
import { AdminOnly, Public, SessionOnly } from './access.decorators';
import type { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';
import type { Session, SessionStore } from './session.store';

@Controller()
class ExampleController {
  @Public()
  @Get('open')
  open(): void {}

  @Get('undeclared')
  undeclared(): void {}

  @AdminOnly()
  @Get('admin')
  admin(): void {}

  @SessionOnly()
  @Get('tokens')
  tokens(): void {}
}

const VALID_ID = 'a'.repeat(43);

const grant: AccessTokenGrant = {
  tokenId: '0b7a3f0e-7d55-4a3e-9a43-5b0f6f1f2c11',
  actor: { userId: 9, isAdmin: false },
  scopes: ['read'],
};

function guardWith(session: Session | undefined) {
  const store = { touch: jest.fn(() => Promise.resolve(session)) };
  const accessTokens = { authenticate: jest.fn(() => Promise.resolve(grant)) };
  const cookie = {
    read: (request: FastifyRequest) => request.cookies.crema_sid,
    set: jest.fn(),
    clear: jest.fn(),
  };
  const guard = new SessionGuard(
    new Reflector(),
    store as unknown as SessionStore,
    cookie as unknown as SessionCookie,
    accessTokens as unknown as AccessTokenAuthenticator,
  );
  return { guard, cookie, store };
}

function contextFor(
  handler: keyof ExampleController,
  cookies: Record<string, string> = {},
  headers: Record<string, string> = {},
  method = 'GET',
) {
  const request = { cookies, headers, method, routeOptions: { config: {} } } as unknown as FastifyRequest;
  const reply = {} as FastifyReply;
  const context = {
    getHandler: () => ExampleController.prototype[handler],
    getClass: (): Type => ExampleController,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ExecutionContext;
  return { context, request };
}

async function statusOf(promise: Promise<boolean>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ProblemException) return error.problem.status;
    throw error;
  }
}

describe('SessionGuard', () => {
  const user: Session = { id: VALID_ID, actor: { userId: 7, isAdmin: false } };
  const admin: Session = { id: VALID_ID, actor: { userId: 1, isAdmin: true } };

  it('lets anyone call a public route', async () => {
    expect(await statusOf(guardWith(undefined).guard.canActivate(contextFor('open').context))).toBe(200);
  });

  it('denies a route without a declaration to callers without a session (deny by default)', async () => {
    expect(await statusOf(guardWith(undefined).guard.canActivate(contextFor('undeclared').context))).toBe(
      401,
    );
    const { context, request } = contextFor('undeclared', { crema_sid: VALID_ID });
    expect(await statusOf(guardWith(user).guard.canActivate(context))).toBe(200);
    expect(request.cremaSession).toEqual(user);
  });

  it('needs isAdmin for admin routes', async () => {
    const cookies = { crema_sid: VALID_ID };
    expect(await statusOf(guardWith(user).guard.canActivate(contextFor('admin', cookies).context))).toBe(403);
    expect(await statusOf(guardWith(admin).guard.canActivate(contextFor('admin', cookies).context))).toBe(
      200,
    );
  });

  it('clears a cookie whose session is gone', async () => {
    const { guard, cookie } = guardWith(undefined);
    expect(await statusOf(guard.canActivate(contextFor('open', { crema_sid: VALID_ID }).context))).toBe(200);
    expect(cookie.clear).toHaveBeenCalled();
  });

  it('judges a bearer request by its token alone, never reading the cookie', async () => {
    const { guard, store } = guardWith(admin);
    const bearer = { authorization: 'Bearer crema_pat_x' };
    const { context, request } = contextFor('undeclared', { crema_sid: VALID_ID }, bearer);
    expect(await statusOf(guard.canActivate(context))).toBe(200);
    expect(store.touch).not.toHaveBeenCalled();
    expect(request.cremaSession).toBeUndefined();
    expect(request.cremaAccessToken).toEqual(grant);
    expect(
      await statusOf(guard.canActivate(contextFor('admin', { crema_sid: VALID_ID }, bearer).context)),
    ).toBe(403);
  });

  it("refuses a token on session-only routes and a read token's unsafe methods", async () => {
    const bearer = { authorization: 'Bearer crema_pat_x' };
    expect(
      await statusOf(guardWith(undefined).guard.canActivate(contextFor('tokens', {}, bearer).context)),
    ).toBe(403);
    expect(
      await statusOf(
        guardWith(undefined).guard.canActivate(contextFor('undeclared', {}, bearer, 'POST').context),
      ),
    ).toBe(403);
  });
});
