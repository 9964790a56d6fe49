import { gatewayEnv, loadEnv } from '@crema/config';
import type { FastifyReply } from 'fastify';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SessionCookie } from './session-cookie';

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

  it('is Secure and __Host- prefixed when COOKIE_SECURE is set, also when clearing', () => {
    const cookie = new SessionCookie(loadEnv(gatewayEnv, { COOKIE_SECURE: 'true' }));
    const { reply, calls } = recordingReply();
    cookie.set(reply, session);
    cookie.clear(reply);
    expect(calls.map((call) => [call.name, call.options.secure])).toEqual([
      [SECURE_SESSION_COOKIE, true],
      [SECURE_SESSION_COOKIE, true],
    ]);
    expect(calls[1]).toMatchObject({ options: { path: '/', httpOnly: true } });
    expect(calls[0]?.options).not.toHaveProperty('domain');
  });

  it('follows APP_URL when COOKIE_SECURE is unset: Secure over https only', () => {
    const secureOf = (env: Record<string, string>) => loadEnv(gatewayEnv, env).COOKIE_SECURE;
    expect(secureOf({ APP_URL: 'https://crema.example' })).toBe(true);
    expect(secureOf({ APP_URL: 'http://localhost:3000' })).toBe(false);
    expect(secureOf({ APP_URL: 'https://crema.example', COOKIE_SECURE: '0' })).toBe(false);
  });
});
