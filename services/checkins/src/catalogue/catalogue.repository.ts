import { Injectable } from '@nestjs/common';
import type { CoffeeBagState, RoasterState } from '@crema/contracts/admin/events';
import type { EntityManager } from 'typeorm';

/**
 * A normalised name, keyed by the SQL function the search aggregates use (not contracts'
 * normalizedKey, which keeps letters such as ø and ß that unaccent folds), so a catalogue row finds
 * its aggregates row exactly. NULL for no name, or one of nothing but accents and spaces.
 */
const key = (parameter: string) => `NULLIF(checkins.search_normalize(${parameter}::text), '')`;

/**
 * The projection of the admin catalogue (ADR 0014). Each change carries the entry's whole state and
 * the time it happened: a state older than the row, or one of a deleted entry, changes nothing; a
 * deletion is final (the admin service never reuses an id) and clears the row to a tombstone.
 */
@Injectable()
export class CatalogueRepository {
  async upsertRoaster(manager: EntityManager, roaster: RoasterState, asOf: Date): Promise<void> {
    await manager.query(
      `INSERT INTO checkins.catalogue_roasters AS r (id, key, name, location, logo_url, website, search_vector, updated_at)
       SELECT $1, k.key, $2, $3, $4, $6, to_tsvector('simple', k.key), $5 FROM (SELECT ${key('$2')} AS key) k
       ON CONFLICT (id) DO UPDATE SET key = EXCLUDED.key, name = EXCLUDED.name, location = EXCLUDED.location,
         logo_url = EXCLUDED.logo_url, website = EXCLUDED.website, search_vector = EXCLUDED.search_vector,
         updated_at = EXCLUDED.updated_at
       WHERE NOT r.deleted AND r.updated_at <= EXCLUDED.updated_at`,
      [roaster.id, roaster.name, roaster.location, roaster.logoUrl, asOf, roaster.website],
    );
  }

  async deleteRoaster(manager: EntityManager, id: number, asOf: Date): Promise<void> {
    await manager.query(
      `INSERT INTO checkins.catalogue_roasters AS r (id, deleted, updated_at) VALUES ($1, true, $2)
       ON CONFLICT (id) DO UPDATE SET deleted = true, key = NULL, name = NULL, location = NULL, logo_url = NULL,
         website = NULL, search_vector = NULL, updated_at = GREATEST(r.updated_at, EXCLUDED.updated_at)`,
      [id, asOf],
    );
  }

  async upsertCoffeeBag(manager: EntityManager, bag: CoffeeBagState, asOf: Date): Promise<void> {
    await manager.query(
      `INSERT INTO checkins.catalogue_coffee_bags AS b (id, name_key, roaster_key, coffee_name, roaster_name,
         origin, processing_method, roast_level, flavor_notes, image_url, search_vector, updated_at)
       SELECT $1, k.name_key, k.roaster_key, $2, $3, $5, $6, $7, $8, $9,
         to_tsvector('simple', concat_ws(' ', k.name_key, k.roaster_key)), $4
       FROM (SELECT ${key('$2')} AS name_key, ${key('$3')} AS roaster_key) k
       ON CONFLICT (id) DO UPDATE SET name_key = EXCLUDED.name_key, roaster_key = EXCLUDED.roaster_key,
         coffee_name = EXCLUDED.coffee_name, roaster_name = EXCLUDED.roaster_name, origin = EXCLUDED.origin,
         processing_method = EXCLUDED.processing_method, roast_level = EXCLUDED.roast_level,
         flavor_notes = EXCLUDED.flavor_notes, image_url = EXCLUDED.image_url,
         search_vector = EXCLUDED.search_vector, updated_at = EXCLUDED.updated_at
       WHERE NOT b.deleted AND b.updated_at <= EXCLUDED.updated_at`,
      [
        bag.id,
        bag.coffeeName,
        bag.roasterName,
        asOf,
        bag.origin,
        bag.processingMethod,
        bag.roastLevel,
        bag.flavorNotes,
        bag.imageUrl,
      ],
    );
  }

  async deleteCoffeeBag(manager: EntityManager, id: number, asOf: Date): Promise<void> {
    await manager.query(
      `INSERT INTO checkins.catalogue_coffee_bags AS b (id, deleted, updated_at) VALUES ($1, true, $2)
       ON CONFLICT (id) DO UPDATE SET deleted = true, name_key = NULL, roaster_key = NULL, coffee_name = NULL,
         roaster_name = NULL, origin = NULL, processing_method = NULL, roast_level = NULL, flavor_notes = '{}',
         image_url = NULL, search_vector = NULL, updated_at = GREATEST(b.updated_at, EXCLUDED.updated_at)`,
      [id, asOf],
    );
  }
}
