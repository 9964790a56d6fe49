import { Controller, Get, type ExecutionContext, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemException } from '../http/problem.exception';
import { AdminOnly, Public } from './access.decorators';
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
}

const VALID_ID = 'a'.repeat(43);

function guardWith(session: Session | undefined) {
  const store = { touch: jest.fn(() => Promise.resolve(session)) };
  const cookie = {
    read: (request: FastifyRequest) => request.cookies.crema_sid,
    set: jest.fn(),
    clear: jest.fn(),
  };
  const guard = new SessionGuard(
    new Reflector(),
    store as unknown as SessionStore,
    cookie as unknown as SessionCookie,
  );
  return { guard, cookie };
}

function contextFor(handler: keyof ExampleController, cookies: Record<string, string> = {}) {
  const request = { cookies } as unknown as FastifyRequest;
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
});
