import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { gatewayEnv, loadEnv, type GatewayEnv } from '@crema/config';
import { ROASTER_ID_MAX_ENCODED } from '@crema/contracts/checkins/coffee-pages';
import { createLogger, HealthServerHost, PinoNestLogger, startTracing } from '@crema/observability';
import { mkdir } from 'node:fs/promises';
import { AppModule } from './app.module';
import { MEDIA_STORAGE } from './core/tokens';
import { registerOneClickFormParser } from './http/one-click-unsubscribe';
import { MULTIPART_LIMITS } from './media/single-file-upload';
import { installDrainingAnswer } from './http/draining-answer';
import { installRouteBodyLimits } from './http/body-limit';
import { answerClientError } from './http/client-errors';
import { ProblemFilter } from './http/problem.filter';
import { answerFrameworkError, correlationIdFor, installRequestHooks } from './http/request-hooks';
import { SessionCookie } from './sessions/session-cookie';
import { SharePreviewsService } from './share-previews/share-previews.service';
import { registerMediaRoute } from './web/media-route';
import { registerStaticRoutes } from './web/static-routes';

/** JSON bodies are small; uploads are multipart and have their own limit. */
const JSON_BODY_LIMIT = 100 * 1024;

/** A hop count trusts the proxies nearest the gateway: hop 0 is the socket's peer, hop 1 the one before it. */
function trustedProxies(
  setting: GatewayEnv['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

async function bootstrap(): Promise<void> {
  const env = loadEnv(gatewayEnv);
  const logger = createLogger('gateway', env.LOG_LEVEL);
  startTracing('gateway', env.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (env.MEDIA_STORAGE === 'local') await mkdir(env.MEDIA_DIR, { recursive: true });

  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    genReqId: correlationIdFor,
    requestIdHeader: false,
    logger: false,
    // Fastify's default (100) would answer 404 for a long roaster name in /api/roasters/{id}, not 400.
    maxParamLength: ROASTER_ID_MAX_ENCODED,
    frameworkErrors: answerFrameworkError,
    // installDrainingAnswer answers requests during shutdown instead (with Retry-After).
    return503OnClosing: false,
    // Requests Node cannot parse (a URL or headers over its 16 KB limit…): problem+json too.
    clientErrorHandler: answerClientError,
  });
  // Nest's parsers are off: Fastify's JSON parser (with bodyLimit) is the general one, so form and
  // text bodies answer 415 instead of reaching a route (forms but on the one-click unsubscribe).
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env, logger), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });

  const fastify = app.getHttpAdapter().getInstance();
  installRouteBodyLimits(fastify);
  fastify.removeContentTypeParser('text/plain');
  registerOneClickFormParser(fastify);
  installDrainingAnswer(fastify);
  installRequestHooks(fastify, env.APP_URL, logger);
  await app.register(fastifyCompress, { global: true });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  registerMediaRoute(fastify, app.get(MEDIA_STORAGE), logger);
  await registerStaticRoutes(fastify, {
    webDistDir: env.WEB_DIST_DIR,
    previews: app.get(SharePreviewsService),
    sessionCookie: app.get(SessionCookie),
  });
  app.useGlobalFilters(new ProblemFilter(logger));
  // Exit (not re-raise the signal) once closed, so pino and V8 profiles (--cpu-prof) are flushed.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });

  await app.listen(env.PORT, env.HOST);
  const health = app.get(HealthServerHost);
  health.markServing();
  const healthPort = health.boundPort;
  logger.info({ url: await app.getUrl(), healthPort }, 'gateway listening');
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
