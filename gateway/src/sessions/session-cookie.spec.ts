import { gatewayEnv, loadEnv } from '@crema/config';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SessionCookie } from './session-cookie';

function recordingReply() {
  const calls: { name: string; value?: string; options: Record<string, unknown> }[] = [];
  const reply = {
    setCookie: (name: string, value: string, options: Record<string, unknown>) => {
      calls.push({ name, value, options });
      return reply;
    },
    clearCookie: (name: string, options: Record<string, unknown>) => {
      calls.push({ name, options });
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, calls };
}

const session = { id: 'x'.repeat(43), actor: { userId: 1, isAdmin: false } };

describe('SessionCookie', () => {
  it('sets an HttpOnly, SameSite=Lax cookie on / that lives as long as the session', () => {
    const cookie = new SessionCookie(loadEnv(gatewayEnv, { SESSION_TTL_SECONDS: '3600' }));
    const { reply, calls } = recordingReply();
    cookie.set(reply, session);
    expect(calls).toEqual([
      {
        name: SESSION_COOKIE,
        value: session.id,
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 3600 },
      },
    ]);
  });

  it('adds Secure when COOKIE_SECURE is set, also when clearing', () => {
    const cookie = new SessionCookie(loadEnv(gatewayEnv, { COOKIE_SECURE: 'true' }));
    const { reply, calls } = recordingReply();
    cookie.set(reply, session);
    cookie.clear(reply);
    expect(calls.map((call) => call.options.secure)).toEqual([true, true]);
    expect(calls[1]).toMatchObject({ name: SESSION_COOKIE, options: { path: '/', httpOnly: true } });
  });
});
