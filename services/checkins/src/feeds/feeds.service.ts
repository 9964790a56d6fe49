import { Inject, Injectable } from '@nestjs/common';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import {
  isAdminFeedFilter,
  NEARBY_RADIUS_KM,
  type AdminFeedFilter,
  type CheckInPage,
  type FeedQuery,
} from '@crema/contracts/checkins/feed';
import type { PageQuery } from '@crema/contracts/common/page';
import { NO_SUCH_USER, PROFILE_NOT_VISIBLE } from '@crema/contracts/common/profile';
import type { Actor, Viewer } from '@crema/contracts/common/rpc';
import { keysetPage, RpcError } from '@crema/messaging';
import type { Logger } from 'pino';
import { cardFromRow } from '../cards/card-sql';
import { requireAdmin } from '../common/admin';
import { LOGGER } from '../common/tokens';
import { FEED_CURSORS } from './feed-cursor';
import { FIRST_PAGE_ID } from './feed-sql';
import { FeedsRepository, type NearbyArea, type ProfileAuthor } from './feeds.repository';
import { TimelineService } from './timeline.service';

export const COFFEE_NOT_FOUND = 'Coffee not found';
const KM_PER_DEGREE = 111.32;
/** Timeline rounds per page when privacy hides many entries, before handing back a partial page. */
const MAX_TIMELINE_ROUNDS = 4;
/**
 * Timeline entries read per card still wanted: privacy hides some at read time, and the page query
 * stops at the cards it needs, so reading twice as many makes a second round (and round trip) rare.
 */
const TIMELINE_ENTRIES_PER_CARD = 2;

/** The feeds, the own and saved lists and the shared page; keyset-paged, privacy applied on read. */
@Injectable()
export class FeedsService {
  constructor(
    private readonly feeds: FeedsRepository,
    private readonly timelines: TimelineService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async listFeed(viewer: Viewer, query: FeedQuery): Promise<CheckInPage> {
    const { feedType, filter, limit } = query;
    if (isAdminFeedFilter(filter)) {
      if (!viewer) throw RpcError.unauthorized('Log in as an administrator to list every check-in');
      return this.adminList(viewer, filter, query);
    }
    if (!viewer && (feedType === 'feed' || filter === 'friends')) {
      throw RpcError.unauthorized(
        feedType === 'feed' ? 'Log in to see your feed' : 'Log in to see check-ins from people you follow',
      );
    }
    const viewerId = viewer?.userId ?? null;
    if (filter === 'top') {
      const cursor = FEED_CURSORS[`${feedType}.top`];
      const after = cursor.decode(query.cursor);
      const rows = await this.feeds.top(
        feedType,
        viewerId,
        after ? { rating: after.r, likes: after.l, id: after.id } : { rating: 6, likes: 0, id: 0 },
        limit + 1,
      );
      return keysetPage(rows, limit, cardFromRow, (last) =>
        cursor.encode({ r: last.rating, l: last.likes_count, id: last.id }),
      );
    }
    if (filter === 'nearby') {
      if (query.lat === undefined || query.lng === undefined) {
        throw RpcError.validation('The nearby filter needs your location: send lat and lng', [
          { path: 'lat', message: 'The nearby filter needs your location: send lat and lng' },
        ]);
      }
      const cursor = FEED_CURSORS[`${feedType}.nearby`];
      const after = cursor.decode(query.cursor);
      const rows = await this.feeds.nearby(
        feedType,
        viewerId,
        nearbyArea(query.lat, query.lng, NEARBY_RADIUS_KM),
        after ? { distanceKm: after.d, id: after.id } : { distanceKm: -1, id: 0 },
        limit + 1,
      );
      return keysetPage(rows, limit, cardFromRow, (last) =>
        cursor.encode({ d: Number(last.distance_km), id: last.id }),
      );
    }
    const cursor = FEED_CURSORS[`${feedType}.${filter}`];
    const below = cursor.decode(query.cursor)?.id ?? FIRST_PAGE_ID;
    if (feedType === 'feed' && viewerId !== null) {
      return this.homeTimeline(viewerId, filter === 'friends' ? 'feed.friends' : 'feed.recent', below, limit);
    }
    const rows = await this.feeds.recent(
      filter === 'friends' ? 'friends' : 'discover',
      viewerId,
      below,
      limit + 1,
    );
    return keysetPage(rows, limit, cardFromRow, (last) => cursor.encode({ id: last.id }));
  }

  /** The administrators' lists (403 for anyone else, from the signed actor): every check-in, hidden ones too. */
  private async adminList(actor: Actor, filter: AdminFeedFilter, query: PageQuery): Promise<CheckInPage> {
    requireAdmin(actor);
    const { limit } = query;
    if (filter === 'all') {
      const cursor = FEED_CURSORS['discover.all'];
      const below = cursor.decode(query.cursor)?.id ?? FIRST_PAGE_ID;
      const rows = await this.feeds.adminAll(actor.userId, below, limit + 1);
      return keysetPage(rows, limit, cardFromRow, (last) => cursor.encode({ id: last.id }));
    }
    const cursor = FEED_CURSORS['discover.popular'];
    const after = cursor.decode(query.cursor);
    const rows = await this.feeds.adminPopular(
      actor.userId,
      after
        ? { likes: after.l, comments: after.c, id: after.id }
        : { likes: FIRST_PAGE_ID, comments: 0, id: 0 },
      limit + 1,
    );
    return keysetPage(rows, limit, cardFromRow, (last) =>
      cursor.encode({ l: last.likes_count, c: last.comments_count, id: last.id }),
    );
  }

  async listOwn(actor: Actor, query: PageQuery): Promise<CheckInPage> {
    const below = FEED_CURSORS.own.decode(query.cursor)?.id ?? FIRST_PAGE_ID;
    const rows = await this.feeds.byAuthor(actor.userId, actor.userId, below, query.limit + 1);
    return keysetPage(rows, query.limit, cardFromRow, (last) => FEED_CURSORS.own.encode({ id: last.id }));
  }

  /** A profile page's check-ins: 404 for no such user, 403 when the profile is not visible to the viewer. */
  async listUser(viewer: Viewer, username: string, query: PageQuery): Promise<CheckInPage> {
    return this.listAuthor(viewer, await this.feeds.profileAuthor(viewer?.userId ?? null, username), query);
  }

  /** listUser by the user's id (the graph's User.checkIns). */
  async listUserById(viewer: Viewer, userId: number, query: PageQuery): Promise<CheckInPage> {
    return this.listAuthor(viewer, await this.feeds.profileAuthorById(viewer?.userId ?? null, userId), query);
  }

  /** The cards of `ids` the viewer may see, in the order of `ids` (null where not). */
  async visibleByIds(viewer: Viewer, ids: readonly number[]): Promise<(CheckInCard | null)[]> {
    const rows = await this.feeds.visibleCards(viewer?.userId ?? null, ids);
    const cards = new Map(rows.map((row) => [row.id, cardFromRow(row)]));
    return ids.map((id) => cards.get(id) ?? null);
  }

  private async listAuthor(viewer: Viewer, author: ProfileAuthor | undefined, query: PageQuery): Promise<CheckInPage> {
    const below = FEED_CURSORS.user.decode(query.cursor)?.id ?? FIRST_PAGE_ID;
    const viewerId = viewer?.userId ?? null;
    if (!author) throw RpcError.notFound(NO_SUCH_USER);
    if (!author.visible) throw RpcError.forbidden(PROFILE_NOT_VISIBLE);
    const rows = await this.feeds.byAuthor(viewerId, author.id, below, query.limit + 1);
    return keysetPage(rows, query.limit, cardFromRow, (last) => FEED_CURSORS.user.encode({ id: last.id }));
  }

  async listSaved(actor: Actor, query: PageQuery): Promise<CheckInPage> {
    const below = FEED_CURSORS.saved.decode(query.cursor)?.id ?? FIRST_PAGE_ID;
    const rows = await this.feeds.saved(actor.userId, below, query.limit + 1);
    return keysetPage(rows, query.limit, cardFromRow, (last) =>
      FEED_CURSORS.saved.encode({ id: last.saved_id }),
    );
  }

  async getShared(viewer: Viewer, id: number): Promise<CheckInCard> {
    const row = await this.feeds.shared(viewer?.userId ?? null, id);
    if (!row) throw RpcError.notFound(COFFEE_NOT_FOUND);
    return cardFromRow(row);
  }

  /**
   * The home feed (recent, or friends = followees only) from the viewer's Redis timeline; past the
   * timeline's cap, or when Redis fails, from PostgreSQL. Cards are hydrated and filtered by the
   * privacy rule at read time, so a page may hold fewer cards than entries scanned. A round is one
   * Redis round trip (the entries) and one query (the visible cards); one round usually fills a page.
   */
  private async homeTimeline(
    viewerId: number,
    kind: 'feed.recent' | 'feed.friends',
    belowId: number,
    limit: number,
  ): Promise<CheckInPage> {
    const want = limit + 1;
    const friendsOnly = kind === 'feed.friends';
    const cards: CheckInCard[] = [];
    let below = belowId;
    let fromPostgres = false;
    let exhausted = false;
    try {
      for (let round = 0; round < MAX_TIMELINE_ROUNDS && cards.length < want; round += 1) {
        const need = want - cards.length;
        const batch = need * TIMELINE_ENTRIES_PER_CARD;
        const slice = await this.timelines.slice(viewerId, below, batch);
        const last = slice.entries.at(-1);
        if (last) below = last.id;
        const candidates = slice.entries.filter((entry) => !friendsOnly || entry.userId !== viewerId);
        const rows = await this.feeds.timelinePage(
          viewerId,
          candidates.map((entry) => entry.id),
          need,
        );
        cards.push(...rows.map(cardFromRow));
        if (slice.entries.length < batch) {
          if (slice.full) fromPostgres = true;
          else exhausted = true;
          break;
        }
      }
    } catch (error) {
      this.logger.warn({ err: error, viewerId }, 'home timeline unavailable; reading PostgreSQL');
      fromPostgres = true;
    }
    if (fromPostgres && cards.length < want) {
      const need = want - cards.length;
      const rows = await this.feeds.recent(friendsOnly ? 'feed-friends' : 'feed', viewerId, below, need);
      cards.push(...rows.map(cardFromRow));
      exhausted = rows.length < need;
    }
    if (cards.length > limit) {
      const items = cards.slice(0, limit);
      return { items, nextCursor: FEED_CURSORS[kind].encode({ id: items[limit - 1]!.id }) };
    }
    // Rounds ran out with entries left: go on from where the scan stopped.
    return { items: cards, nextCursor: exhausted ? null : FEED_CURSORS[kind].encode({ id: below }) };
  }
}

/** The nearby circle and its bounding box in degrees (whole longitudes near the poles or the antimeridian). */
export function nearbyArea(lat: number, lng: number, radiusKm: number): NearbyArea {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const dLng = cosLat > 0.01 ? radiusKm / (KM_PER_DEGREE * cosLat) : 360;
  const wraps = lng - dLng < -180 || lng + dLng > 180;
  return {
    lat,
    lng,
    radiusKm,
    box: {
      minLat: Math.max(-90, lat - dLat),
      maxLat: Math.min(90, lat + dLat),
      minLng: wraps ? -180 : lng - dLng,
      maxLng: wraps ? 180 : lng + dLng,
    },
  };
}
