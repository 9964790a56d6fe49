import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ProblemException } from '../http/problem.exception';
import { Public } from '../sessions/access.decorators';
import { GENERIC_CARD_PATH } from './page-meta';
import type { RenderedCard } from './share-card';
import { SharePreviewsService } from './share-previews.service';

/** Crawlers fetch a card again now and then; an edited check-in's new card shows within the hour. */
const CARD_CACHE = 'public, max-age=3600';

function sendCard(reply: FastifyReply, card: RenderedCard, ifNoneMatch: string | undefined): FastifyReply {
  void reply.header('cache-control', CARD_CACHE).header('etag', card.etag);
  if (ifNoneMatch === card.etag) return reply.status(304).send();
  return reply.type('image/png').send(card.png);
}

/**
 * The pictures of link previews (ADR 0020): a shared check-in without a photo gets a card with its
 * coffee, roaster and rating; pages with nothing to show get the generic Crema card.
 */
@Controller()
export class SharePreviewsController {
  constructor(private readonly previews: SharePreviewsService) {}

  @Public()
  @Get('shared/:id/card.png')
  async sharedCard(
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const card = await this.previews.sharedCard(id);
    if (!card) throw ProblemException.of(404, 'Check-in not found', { code: 'not_found' });
    return sendCard(reply, card, ifNoneMatch);
  }

  @Public()
  @Get(GENERIC_CARD_PATH.slice(1))
  async genericCard(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return sendCard(reply, await this.previews.genericCard(), ifNoneMatch);
  }
}
