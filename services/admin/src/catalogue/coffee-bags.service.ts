import { Inject, Injectable } from '@nestjs/common';
import { coffeeBagDeleted } from '@crema/contracts/admin/events';
import type { CatalogueQuery, CoffeeBag, createCoffeeBagBody } from '@crema/contracts/admin/catalogue';
import type { Page } from '@crema/contracts/common/page';
import { adminAction, appendEvent, cursorIdSchema, keysetPage, pageCursor, RpcError } from '@crema/messaging';
import type { MediaStorage } from '@crema/storage';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { LOGGER, MEDIA_STORAGE } from '../common/tokens';
import type { Actor } from '@crema/contracts/common/rpc';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { isoOf } from '../common/rows';
import { publishCoffeeBag, publishRoaster } from './catalogue-events';
import { CoffeeBagsRepository, type CoffeeBagRow } from './coffee-bags.repository';
import { RoastersRepository } from './roasters.repository';
import { NO_SUCH_ROASTER } from './roasters.service';

export const NO_SUCH_COFFEE_BAG = 'There is no such coffee bag';
const cursor = pageCursor(cursorIdSchema);

/** The coffee-bag catalogue; every change reaches search through coffee-bag events. */
@Injectable()
export class CoffeeBagsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bags: CoffeeBagsRepository,
    private readonly roasters: RoastersRepository,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly audit: AuditLogRepository,
  ) {}

  async page(query: CatalogueQuery): Promise<Page<CoffeeBag>> {
    const rows = await this.bags.page(query.limit, cursor.decode(query.cursor), query.query);
    return keysetPage(rows, query.limit, toCoffeeBag, (last) => cursor.encode(last.id));
  }

  create(actor: Actor, body: z.output<typeof createCoffeeBagBody>): Promise<CoffeeBag> {
    const { roasterName, ...bag } = body;
    return this.dataSource.transaction(async (manager) => {
      const roasterId = await this.roasterOf(manager, bag.roasterId, roasterName);
      const row = await this.bags.insert(manager, { ...bag, roasterId });
      await publishCoffeeBag(manager, row);
      await this.audit.insert(
        manager,
        adminAction(actor, 'coffee-bag.created', { targetType: 'coffee-bag', targetId: String(row.id) }, {
          coffeeName: row.coffee_name,
        }),
      );
      return toCoffeeBag(row);
    });
  }

  /** Removes the bag, then its label image (a file left behind by a failed removal is only logged). */
  async delete(actor: Actor, id: number): Promise<void> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const bag = await this.bags.delete(manager, id);
      if (!bag) throw RpcError.notFound(NO_SUCH_COFFEE_BAG);
      await appendEvent(manager, coffeeBagDeleted, { id });
      await this.audit.insert(manager, adminAction(actor, 'coffee-bag.deleted', { targetType: 'coffee-bag', targetId: String(id) }));
      return bag;
    });
    const key = deleted.imageUrl ? this.media.keyFromUrl(deleted.imageUrl) : undefined;
    if (key)
      await this.media
        .delete(key)
        .catch((err: unknown) => this.logger.warn({ err, key }, 'label image not removed'));
  }

  /** The roaster by id (which must exist), else by name: the catalogue's, created when it has none. */
  private async roasterOf(
    manager: EntityManager,
    id: number | null,
    name: string | null,
  ): Promise<number | null> {
    if (id !== null) {
      if (!(await this.roasters.findById(manager, id))) {
        throw RpcError.validation(NO_SUCH_ROASTER, [{ path: 'roasterId', message: NO_SUCH_ROASTER }]);
      }
      return id;
    }
    if (name === null) return null;
    const existing = await this.roasters.findByName(manager, name);
    if (existing) return existing.id;
    const created =
      (await this.roasters.insert(manager, {
        name,
        location: null,
        website: null,
        description: null,
        logoUrl: null,
      })) ??
      // Created by a concurrent request since the look-up: theirs is the one.
      (await this.roasters.findByName(manager, name));
    if (!created) throw RpcError.conflict(`The roaster “${name}” changed meanwhile; try again`);
    await publishRoaster(manager, created);
    return created.id;
  }
}

export function toCoffeeBag(row: CoffeeBagRow): CoffeeBag {
  return {
    id: row.id,
    roasterId: row.roaster_id,
    roasterName: row.roaster_name,
    coffeeName: row.coffee_name,
    brandName: row.brand_name,
    origin: row.origin,
    roastLevel: row.roast_level,
    roastDate: row.roast_date,
    weight: row.weight,
    flavorNotes: row.flavor_notes,
    description: row.description,
    imageUrl: row.image_url,
    ocrText: row.ocr_text,
    processingMethod: row.processing_method,
    altitude: row.altitude,
    variety: row.variety,
    producer: row.producer,
    certifications: row.certifications,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}
