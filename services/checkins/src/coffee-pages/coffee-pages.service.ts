import { Injectable } from '@nestjs/common';
import {
  FRIENDS_SHOWN,
  NOTES_SHOWN,
  ROASTER_COFFEES_SHOWN,
  type CafePage,
  type CatalogueRoaster,
  type CoffeePage,
  type CommunityStats,
  type RoasterPage,
} from '@crema/contracts/checkins/coffee-pages';
import type { CheckInPage } from '@crema/contracts/checkins/feed';
import type { PageQuery } from '@crema/contracts/common/page';
import type { Viewer } from '@crema/contracts/common/rpc';
import { cursorIdSchema, keysetPage, listCursor, RpcError } from '@crema/messaging';
import { cardFromRow } from '../cards/card-sql';
import { averageRating } from '../common/average-rating';
import { FIRST_PAGE_ID } from '../feeds/feed-sql';
import type { PageScope } from './coffee-pages-sql';
import { CoffeePagesRepository, type ScopeId } from './coffee-pages.repository';

/** One keyset per page kind: a cursor of a coffee's list is a 400 on a café's. */
const CURSORS = {
  coffee: listCursor('coffee', { id: cursorIdSchema }),
  roaster: listCursor('roaster', { id: cursorIdSchema }),
  cafe: listCursor('cafe', { id: cursorIdSchema }),
} as const;

const NOT_FOUND: Record<PageScope, string> = {
  coffee: 'No such coffee',
  roaster: 'No such roaster',
  cafe: 'No such café',
};

/**
 * The coffee, roaster and café pages (ADR 0017). A coffee or café exists for a viewer only when
 * they may see one of its check-ins (as in search, which shows nothing else of them); a roaster
 * also when the catalogue has it, since the catalogue is public.
 */
@Injectable()
export class CoffeePagesService {
  constructor(private readonly pages: CoffeePagesRepository) {}

  async coffee(viewer: Viewer, id: number): Promise<CoffeePage> {
    const row = await this.pages.coffee(id);
    const stats = row && (await this.stats('coffee', viewer, id));
    if (!row || !stats || stats.checkInsCount === 0) throw RpcError.notFound(NOT_FOUND.coffee);
    const bagNotes = row.bag_id === null ? [] : (row.flavor_notes ?? []);
    const onBag = new Set(bagNotes.map(noteKey));
    const noted = new Set(stats.tastingNotes.map((note) => noteKey(note.name)));
    return {
      id: row.id,
      name: row.name,
      roaster: row.catalogue_name ?? row.roaster,
      roasterId: row.roaster_key,
      bag:
        row.bag_id === null
          ? null
          : {
              id: row.bag_id,
              imageUrl: row.image_url,
              origin: row.origin,
              processingMethod: row.processing_method,
              roastLevel: row.roast_level,
              flavorNotes: bagNotes,
            },
      roasterCatalogue: catalogueRoaster(row),
      bagNotesUnnoticed: bagNotes.filter((note) => !noted.has(noteKey(note))),
      stats: {
        ...stats,
        tastingNotes: stats.tastingNotes.map((note) => ({ ...note, onBag: onBag.has(noteKey(note.name)) })),
      },
    };
  }

  async roaster(viewer: Viewer, name: string): Promise<RoasterPage> {
    const row = await this.pages.roaster(name);
    if (!row) throw RpcError.notFound(NOT_FOUND.roaster);
    const catalogue = catalogueRoaster(row);
    const stats = await this.stats('roaster', viewer, name);
    if (catalogue === null && stats.checkInsCount === 0) throw RpcError.notFound(NOT_FOUND.roaster);
    const coffees = await this.pages.roasterCoffees(viewer?.userId ?? null, name, ROASTER_COFFEES_SHOWN);
    return {
      id: row.key,
      name: row.name,
      catalogue,
      coffees: coffees.map((coffee) => ({
        id: coffee.id,
        name: coffee.name,
        checkInsCount: coffee.check_ins,
        avgRating: averageRating(coffee.ratings_sum, coffee.check_ins),
      })),
      stats,
    };
  }

  async cafe(viewer: Viewer, id: number): Promise<CafePage> {
    const row = await this.pages.place(id);
    const stats = row && (await this.stats('cafe', viewer, id));
    if (!row || !stats || stats.checkInsCount === 0) throw RpcError.notFound(NOT_FOUND.cafe);
    return { id: row.id, name: row.name, stats };
  }

  /**
   * The page's check-ins the viewer may see, newest first. The page itself must exist for the
   * viewer (404 otherwise), so a list never tells more than its page.
   */
  async checkIns(scope: PageScope, viewer: Viewer, id: ScopeId, query: PageQuery): Promise<CheckInPage> {
    const cursor = CURSORS[scope];
    const below = cursor.decode(query.cursor)?.id ?? FIRST_PAGE_ID;
    await this.existing(scope, viewer, id);
    const rows = await this.pages.checkIns(scope, viewer?.userId ?? null, id, below, query.limit + 1);
    return keysetPage(rows, query.limit, cardFromRow, (last) => cursor.encode({ id: last.id }));
  }

  private async existing(scope: PageScope, viewer: Viewer, id: ScopeId): Promise<void> {
    if (scope === 'roaster') await this.roasterExists(viewer, String(id));
    else if ((await this.stats(scope, viewer, id)).checkInsCount === 0)
      throw RpcError.notFound(NOT_FOUND[scope]);
  }

  private async roasterExists(viewer: Viewer, name: string): Promise<void> {
    const row = await this.pages.roaster(name);
    if (row && catalogueRoaster(row) !== null) return;
    if (!row || (await this.stats('roaster', viewer, name)).checkInsCount === 0)
      throw RpcError.notFound(NOT_FOUND.roaster);
  }

  private async stats(scope: PageScope, viewer: Viewer, id: ScopeId): Promise<CommunityStats> {
    const viewerId = viewer?.userId ?? null;
    const [stats, friends] = await Promise.all([
      this.pages.stats(scope, viewerId, id, NOTES_SHOWN),
      this.pages.friends(scope, viewerId, id, FRIENDS_SHOWN),
    ]);
    const checkInsCount = stats.distribution.reduce((sum, count) => sum + count, 0);
    return {
      checkInsCount,
      avgRating: averageRating(stats.ratings_sum, checkInsCount),
      ratingDistribution: stats.distribution,
      tastingNotes: stats.notes.map((note) => ({ ...note, onBag: false })),
      friends: friends.map((friend) => ({
        id: friend.id,
        username: friend.username,
        avatarUrl: friend.avatar_url,
      })),
      friendsCount: friends[0]?.total ?? 0,
    };
  }
}

/** The catalogue's roaster, when it has one. */
function catalogueRoaster(row: {
  catalogue_name: string | null;
  location: string | null;
  website: string | null;
  logo_url: string | null;
}): CatalogueRoaster | null {
  return row.catalogue_name === null
    ? null
    : { location: row.location, website: row.website, logoUrl: row.logo_url };
}

/** Notes compare as the community types them: case and surrounding space aside. */
function noteKey(note: string): string {
  return note.trim().toLowerCase();
}
