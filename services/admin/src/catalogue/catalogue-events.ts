import { coffeeBagChanged, roasterChanged } from '@crema/contracts/admin/events';
import { appendEvent } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import type { CoffeeBagRow } from './coffee-bags.repository';
import type { RoasterRow } from './roasters.repository';

/** What search shows of a roaster, as `roaster.changed`. */
export function publishRoaster(manager: EntityManager, row: RoasterRow): Promise<string> {
  return appendEvent(manager, roasterChanged, {
    id: row.id,
    name: row.name,
    location: row.location,
    website: row.website,
    logoUrl: row.logo_url,
  });
}

/** What search and coffee pages show of a bag, as `coffee-bag.changed`. */
export function publishCoffeeBag(manager: EntityManager, row: CoffeeBagRow): Promise<string> {
  return appendEvent(manager, coffeeBagChanged, {
    id: row.id,
    coffeeName: row.coffee_name,
    roasterName: row.roaster_name,
    origin: row.origin,
    processingMethod: row.processing_method,
    roastLevel: row.roast_level,
    flavorNotes: row.flavor_notes,
    imageUrl: row.image_url,
  });
}
