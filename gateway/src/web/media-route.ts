import { PROBLEM_CONTENT_TYPE } from '@crema/contracts/common/problem';
import { isSafeMediaKey, MediaNotFoundError, mediaContentTypeOf, type MediaStorage } from '@crema/storage';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { problem } from '../http/problem';
import { mediaUnavailable } from '../media/media-unavailable';
import { IMMUTABLE } from './static-routes';

function decodedKey(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

function notFound(reply: FastifyReply, path: string) {
  return reply
    .status(404)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problem(404, `No such file: /media/${path}`, { code: 'not_found' }));
}

/**
 * `/media/*`: avatars and label images, public by design, read from the media storage (a folder
 * or an S3 bucket) and cached for a year, their keys being random. Check-in photos are never
 * served from here, whatever the path's spelling: CheckInPhotosController authorizes each request
 * (ADR 0024), and its route is the more specific one.
 */
export function registerMediaRoute(fastify: FastifyInstance, media: MediaStorage, logger: Logger): void {
  fastify.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const path = request.params['*'];
    const key = decodedKey(path);
    const contentType = key === undefined ? undefined : mediaContentTypeOf(key);
    if (key === undefined || !contentType || !isSafeMediaKey(key) || /^check-ins\//i.test(key)) {
      return notFound(reply, path);
    }
    try {
      const bytes = await media.read(key);
      return await reply
        .header('content-type', contentType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    } catch (error) {
      if (error instanceof MediaNotFoundError) return notFound(reply, path);
      logger.error({ err: error, key }, 'media storage read failed');
      const unavailable = mediaUnavailable();
      return reply
        .status(503)
        .headers(unavailable.headers)
        .type(PROBLEM_CONTENT_TYPE)
        .send(unavailable.problem);
    }
  });
}
