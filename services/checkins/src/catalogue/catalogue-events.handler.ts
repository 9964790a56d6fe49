import { Injectable } from '@nestjs/common';
import { checkinsCatalogueDurable } from '@crema/contracts/bus/checkins-consumers';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { CatalogueService, type CatalogueEvents } from './catalogue.service';

/** The `checkins-catalogue` durable: roaster.* and coffee-bag.* of the admin service. */
@Injectable()
export class CatalogueEventsHandler implements EventHandler<CatalogueEvents> {
  readonly durable = checkinsCatalogueDurable;

  constructor(private readonly catalogue: CatalogueService) {}

  handle(event: ConsumedEvent<CatalogueEvents>, manager: EntityManager): Promise<void> {
    return this.catalogue.apply(manager, event);
  }
}
