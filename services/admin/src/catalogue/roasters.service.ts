import { Injectable } from '@nestjs/common';
import { roasterDeleted } from '@crema/contracts/admin/events';
import type { CatalogueQuery, createRoasterBody, Roaster } from '@crema/contracts/admin/catalogue';
import type { Page } from '@crema/contracts/common/page';
import { adminAction, appendEvent, cursorIdSchema, keysetPage, pageCursor, RpcError } from '@crema/messaging';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { Actor } from '@crema/contracts/common/rpc';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { isoOf } from '../common/rows';
import { publishCoffeeBag, publishRoaster } from './catalogue-events';
import { CoffeeBagsRepository } from './coffee-bags.repository';
import { RoastersRepository, type RoasterRow } from './roasters.repository';

export const NO_SUCH_ROASTER = 'There is no such roaster';
const cursor = pageCursor(cursorIdSchema);

/** The roaster catalogue; every change reaches search through roaster (and coffee-bag) events. */
@Injectable()
export class RoastersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly roasters: RoastersRepository,
    private readonly bags: CoffeeBagsRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async page(query: CatalogueQuery): Promise<Page<Roaster>> {
    const rows = await this.roasters.page(query.limit, cursor.decode(query.cursor), query.query);
    return keysetPage(rows, query.limit, toRoaster, (last) => cursor.encode(last.id));
  }

  create(actor: Actor, body: z.output<typeof createRoasterBody>): Promise<Roaster> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.roasters.insert(manager, body);
      if (!row) {
        const message = `A roaster named “${body.name}” is already in the catalogue`;
        throw RpcError.conflict(message, [{ path: 'name', message }]);
      }
      await publishRoaster(manager, row);
      await this.audit.insert(
        manager,
        adminAction(actor, 'roaster.created', { targetType: 'roaster', targetId: String(row.id) }, { name: row.name }),
      );
      return toRoaster(row);
    });
  }

  /** Its bags stay in the catalogue without a roaster, and search hears of each. */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const bagIds = await this.bags.idsOfRoaster(manager, id);
      if ((await this.roasters.delete(manager, id)) === undefined) throw RpcError.notFound(NO_SUCH_ROASTER);
      await appendEvent(manager, roasterDeleted, { id });
      await this.audit.insert(manager, adminAction(actor, 'roaster.deleted', { targetType: 'roaster', targetId: String(id) }));
      for (const bag of await this.bags.byIds(manager, bagIds)) await publishCoffeeBag(manager, bag);
    });
  }
}

export function toRoaster(row: RoasterRow): Roaster {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    website: row.website,
    description: row.description,
    logoUrl: row.logo_url,
    coffeeBagsCount: row.coffee_bags_count,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}
