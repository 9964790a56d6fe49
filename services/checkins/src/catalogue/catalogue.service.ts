import { Injectable } from '@nestjs/common';
import {
  coffeeBagChanged,
  coffeeBagDeleted,
  roasterChanged,
  roasterDeleted,
} from '@crema/contracts/admin/events';
import type { checkinsCatalogueDurable } from '@crema/contracts/bus/checkins-consumers';
import type { ConsumedEvent } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { CatalogueRepository } from './catalogue.repository';

export type CatalogueEvents = typeof checkinsCatalogueDurable.events;

/**
 * Keeps checkins' copy of the admin catalogue that search joins (ADR 0014). Events may come twice
 * or late (a retry after a failure lets later ones pass): each is applied as of the time it
 * happened, so the newest state wins and a deletion stays one.
 */
@Injectable()
export class CatalogueService {
  constructor(private readonly catalogue: CatalogueRepository) {}

  async apply(manager: EntityManager, event: ConsumedEvent<CatalogueEvents>): Promise<void> {
    const asOf = new Date(event.occurredAt);
    const { data } = event;
    if (event.subject === roasterChanged.subject && 'location' in data) {
      await this.catalogue.upsertRoaster(manager, data, asOf);
    } else if (event.subject === coffeeBagChanged.subject && 'coffeeName' in data) {
      await this.catalogue.upsertCoffeeBag(manager, data, asOf);
    } else if (event.subject === roasterDeleted.subject) {
      await this.catalogue.deleteRoaster(manager, data.id, asOf);
    } else if (event.subject === coffeeBagDeleted.subject) {
      await this.catalogue.deleteCoffeeBag(manager, data.id, asOf);
    }
  }
}
