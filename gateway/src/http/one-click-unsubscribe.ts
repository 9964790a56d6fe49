import { RouteConfig } from '@nestjs/platform-fastify';
import { errorCodes, type FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @OneClickUnsubscribe(): the route takes RFC 8058's form body and is exempt from the cross-site check. */
    oneClickUnsubscribe?: boolean;
  }
}

/**
 * Marks the one-click unsubscribe route of digest mails (RFC 8058). Its one credential is the
 * signed token in its URL: no session, no cookie. So the cross-site check (ADR 0003), which stops
 * other sites from riding on a visitor's session cookie, has nothing to protect there, and it would
 * refuse legitimate callers: a mail provider's POST carries no cookie and may carry the Origin of
 * a webmail page. And it accepts the form body RFC 8058 prescribes, which every other route refuses.
 */
export const OneClickUnsubscribe = () => RouteConfig({ oneClickUnsubscribe: true });

/** `List-Unsubscribe=One-Click` and little else: a form body longer than this is not a one-click POST. */
const FORM_BODY_LIMIT = 1024;

/**
 * Parses application/x-www-form-urlencoded for the one-click route alone; every other route keeps
 * answering it with 415, as before this parser existed.
 */
export function registerOneClickFormParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      if (request.routeOptions.config.oneClickUnsubscribe !== true) {
        done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
