import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import { checkInIdSchema, type CheckInCard } from '@crema/contracts/checkins/check-in';
import { profileUsernameSchema } from '@crema/contracts/common/profile';
import { RpcError } from '@crema/messaging';
import type { Logger } from 'pino';
import { CheckInsService } from '../check-ins/check-ins.service';
import { GATEWAY_ENV, LOGGER } from '../core/tokens';
import { ProfilesService } from '../social/profiles.service';
import { checkInMeta, notFoundMeta, profileMeta, type PageMeta } from './page-meta';
import { ImageWork } from '../media/image-work';
import { CardRenderer, type RenderedCard } from './share-card';

/** The pages that get a preview: `/shared/{id}` and `/users/{username}` (a trailing slash allowed). */
const SHARED_PAGE = /^\/shared\/([^/]+)\/?$/;
const PROFILE_PAGE = /^\/users\/([^/]+)\/?$/;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Whether the services answered "no such thing (for you)": everything else is the bus failing. */
function isNotFound(error: unknown): boolean {
  return error instanceof RpcError && [400, 403, 404].includes(error.body.status);
}

/**
 * Link previews of public pages (ADR 0020): what an anonymous viewer may see, asked of the services
 * through the same calls as the REST share and profile routes.
 */
@Injectable()
export class SharePreviewsService {
  private readonly cards: CardRenderer;

  constructor(
    private readonly checkIns: CheckInsService,
    private readonly profiles: ProfilesService,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    images: ImageWork,
  ) {
    this.cards = new CardRenderer(256, (work) => images.run(work));
  }

  /**
   * The meta of a page path, or undefined for pages without a preview — and when the services do
   * not answer, so the app itself still loads (it shows its own error then).
   */
  async metaFor(path: string): Promise<PageMeta | undefined> {
    const shared = SHARED_PAGE.exec(path);
    const profile = shared ? null : PROFILE_PAGE.exec(path);
    if (!shared && !profile) return undefined;
    try {
      if (shared) {
        const card = await this.sharedCheckIn(shared[1] ?? '');
        return card ? checkInMeta(card, this.env.APP_URL) : notFoundMeta(this.env.APP_URL, path);
      }
      const username = profileUsernameSchema.safeParse(decoded(profile?.[1] ?? ''));
      if (!username.success) return notFoundMeta(this.env.APP_URL, path);
      const view = await this.profiles.profile(null, username.data);
      return profileMeta(view, this.env.APP_URL);
    } catch (error) {
      if (isNotFound(error)) return notFoundMeta(this.env.APP_URL, path);
      this.logger.warn({ err: error, path }, 'link preview unavailable');
      return undefined;
    }
  }

  /** The card of a shared check-in without its photo; undefined when a guest may not see it. */
  async sharedCard(id: string): Promise<RenderedCard | undefined> {
    const card = await this.sharedCheckIn(id).catch((error: unknown) => {
      if (isNotFound(error)) return undefined;
      throw error;
    });
    if (!card) return undefined;
    return this.cards.render({
      coffeeName: card.coffeeName,
      roaster: card.roaster,
      rating: card.rating,
      username: card.username,
      tastingNotes: card.tastingNotes,
    });
  }

  genericCard(): Promise<RenderedCard> {
    return this.cards.render(null);
  }

  /** As a guest sees it (the anonymous viewer), or undefined when the id is not one. */
  private async sharedCheckIn(rawId: string): Promise<CheckInCard | undefined> {
    const id = checkInIdSchema.safeParse(decoded(rawId));
    if (!id.success) return undefined;
    return this.checkIns.shared(null, id.data);
  }
}
