import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  contextFrom,
  CORRELATION_HEADER,
  failSpan,
  sanitizeCorrelationId,
  SpanKind,
  startSpan,
  tracingEnabled,
  withCorrelationId,
  withSpan,
  type Span,
} from '@crema/observability';
import { isHttps } from '@crema/config';
import { PROBLEM_CONTENT_TYPE } from '@crema/contracts/common/problem';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { recordRequest } from './metrics';
import './changes-state.decorator';
import './one-click-unsubscribe';
import { bearerTokenOf } from '../access-tokens/access-token-rules';
import '../sessions/request-session';
import { urlTooLong } from './client-errors';
import { isForbiddenCrossOrigin } from './origin-check';
import { problem } from './problem';
import { HSTS_HEADER, SECURITY_HEADERS } from './security-headers';

/** Fastify's request id is the correlation id: the caller's (if well-formed) or a fresh one. */
export function correlationIdFor(request: IncomingMessage): string {
  return sanitizeCorrelationId(request.headers[CORRELATION_HEADER]) ?? randomUUID();
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * In a route's @RouteConfig(): no server span for it even with tracing on (the browser's span
     * reports, which would otherwise start a trace of their own at every beacon).
     */
    untraced?: boolean;
  }
}

/** `/api` and everything under it (not `/apiary`), with or without a query string. */
function isApiPath(url: string): boolean {
  return /^\/api(?:[/?]|$)/.test(url);
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Fastify's `frameworkErrors`: a URL whose path does not decode (a stray `%`, an encoded lone
 * surrogate) is refused before any route; it gets the problem+json every other 4xx has.
 */
export function answerFrameworkError(_error: Error, _request: unknown, reply: FastifyReply): void {
  void reply
    .status(400)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problem(400, 'The request URL is malformed.', { code: 'validation_failed' }));
}

/** Cross-cutting request handling that belongs before and after any route. */
export function installRequestHooks(fastify: FastifyInstance, appUrl: string, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(CORRELATION_HEADER, request.id);
    if (urlTooLong(request.url)) {
      void reply
        .status(414)
        .type(PROBLEM_CONTENT_TYPE)
        .send(problem(414, 'The request URL is too long.', { code: 'uri_too_long' }));
      return;
    }
    const forbidden = isForbiddenCrossOrigin({
      method: request.method,
      changesState: request.routeOptions.config.changesState === true,
      authorizedByUrlToken: request.routeOptions.config.oneClickUnsubscribe === true,
      origin: header(request.headers.origin),
      secFetchSite: header(request.headers['sec-fetch-site']),
      requestOrigin: request.host ? `${request.protocol}://${request.host}` : undefined,
      appOrigin: appUrl,
      bearer: bearerTokenOf(request.headers.authorization) !== undefined,
    });
    if (!forbidden) {
      done();
      return;
    }
    void reply
      .status(403)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem(403, 'Cross-site requests are not allowed.', { code: 'forbidden' }));
  });

  // Runs right before the route (guards included), after the body was read: everything the
  // route does, RPC calls included, carries the correlation id.
  if (tracingEnabled()) installTracingHooks(fastify);
  else
    fastify.addHook('preHandler', (request, _reply, done) => {
      withCorrelationId(request.id, done);
    });

  const headers = isHttps(appUrl)
    ? { ...SECURITY_HEADERS, 'strict-transport-security': HSTS_HEADER }
    : SECURITY_HEADERS;
  fastify.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) void reply.header(name, value);
    }
    // API answers are about someone (their profile, their tokens): no cache may keep them unless
    // the route said otherwise.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    // Who asked, by id only (never an email): a session's or a personal access token's person, and
    // from where (the client's address as TRUST_PROXY resolves it, not the proxy's).
    const userId = request.cremaSession?.actor.userId ?? request.cremaAccessToken?.actor.userId;
    logger.info(
      {
        correlationId: request.id,
        method: request.method,
        route,
        status: reply.statusCode,
        address: request.ip,
        ...(userId === undefined ? {} : { userId, auth: request.cremaSession ? 'session' : 'token' }),
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}

const requestSpans = new WeakMap<FastifyRequest, Span>();

/**
 * Only with tracing on (OTEL_EXPORTER_OTLP_ENDPOINT set): a server span per request, continuing
 * the caller's W3C `traceparent` when one is sent (the web app's, a proxy's), active for the route
 * so its RPC calls become child spans, and answered in the `traceparent` response header.
 */
function installTracingHooks(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.untraced === true) {
      done();
      return;
    }
    const route = request.routeOptions.url ?? 'unmatched';
    const span = startSpan(`${request.method} ${route}`, {
      kind: SpanKind.SERVER,
      parent: contextFrom({
        traceparent: header(request.headers.traceparent),
        tracestate: header(request.headers.tracestate),
      }),
      attributes: {
        'http.request.method': request.method,
        'http.route': route,
        'url.path': request.url.split('?')[0] ?? request.url,
      },
    });
    if (span) {
      requestSpans.set(request, span);
      const { traceId, spanId, traceFlags } = span.spanContext();
      void reply.header('traceparent', `00-${traceId}-${spanId}-0${traceFlags.toString(16)}`);
    }
    done();
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    withSpan(requestSpans.get(request), () => withCorrelationId(request.id, done));
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const span = requestSpans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) failSpan(span, new Error(`HTTP ${reply.statusCode}`));
      span.end();
      requestSpans.delete(request);
    }
    done();
  });
}
