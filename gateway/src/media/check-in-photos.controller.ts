import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { authorizeCheckInPhoto, checkInPhotoKeySchema } from '@crema/contracts/checkins/rpc';
import type { Actor } from '@crema/contracts/common/rpc';
import { RpcClient } from '@crema/messaging';
import { MediaNotFoundError, type MediaStorage } from '@crema/storage';
import type { FastifyReply } from 'fastify';
import { MEDIA_STORAGE } from '../core/tokens';
import { ProblemException } from '../http/problem.exception';
import { Public } from '../sessions/access.decorators';
import { mediaUnavailable } from './media-unavailable';
import { OptionalActor } from '../sessions/request-session';

/**
 * Short and private: a check-in can become hidden (its owner goes private, a rule hides it, it is
 * deleted), so no shared cache may keep its photo, and a viewer's own browser only briefly (ADR 0024).
 */
export const CHECK_IN_PHOTO_CACHE = 'private, max-age=300';

const notFound = () => ProblemException.of(404, 'No such photo.', { code: 'not_found' });

/**
 * Check-in photos, each request authorized by the checkins service: a file is served only while the
 * viewer may see the check-in that holds it. Other media (avatars, public by design) stay static.
 */
@Controller('media/check-ins')
export class CheckInPhotosController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  @Public()
  @Get(':file')
  async photo(
    @OptionalActor() actor: Actor | undefined,
    @Param('file') file: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    // A name no upload could have is not looked up: the same 404 as a photo one may not see.
    const parsed = checkInPhotoKeySchema.safeParse(`check-ins/${file}`);
    if (!parsed.success) throw notFound();
    const key = parsed.data;
    await this.rpc.send(authorizeCheckInPhoto, { viewer: actor ?? null, key });
    const bytes = await this.media.read(key).catch((error: unknown) => {
      if (error instanceof MediaNotFoundError) throw notFound();
      const unavailable = mediaUnavailable();
      throw new ProblemException(unavailable.problem, unavailable.headers);
    });
    void reply
      .header('content-type', 'image/webp')
      .header('cache-control', CHECK_IN_PHOTO_CACHE)
      .header('x-content-type-options', 'nosniff');
    return bytes;
  }
}
