import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Projection of the admin catalogue's coffee bags (coffee-bag.* events), found by the keys of the
 * coffees row they describe: what a coffee page shows of its bag, and the names autocomplete offers
 * first. A deleted bag stays as a tombstone (everything but the id and time cleared).
 */
@Entity({ name: 'catalogue_coffee_bags' })
@Index('catalogue_coffee_bags_key_idx', ['nameKey', 'roasterKey', 'id'])
// A GIN index TypeORM cannot describe; created by migration, left alone by sync.
@Index('catalogue_coffee_bags_fts_idx', { synchronize: false })
export class CatalogueCoffeeBagEntity {
  /** The admin service's bag id (never reused). */
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'catalogue_coffee_bags_pkey' })
  id!: number;

  /** checkins.search_normalize(coffee name), as checkins.coffees.name_key; null for a tombstone. */
  @Column({ name: 'name_key', type: 'text', nullable: true })
  nameKey!: string | null;

  /** checkins.search_normalize(roaster name); null for a bag without a roaster (it matches no coffee). */
  @Column({ name: 'roaster_key', type: 'text', nullable: true })
  roasterKey!: string | null;

  /** As the catalogue spells them. */
  @Column({ name: 'coffee_name', type: 'text', nullable: true })
  coffeeName!: string | null;

  @Column({ name: 'roaster_name', type: 'text', nullable: true })
  roasterName!: string | null;

  @Column({ type: 'text', nullable: true })
  origin!: string | null;

  @Column({ name: 'processing_method', type: 'text', nullable: true })
  processingMethod!: string | null;

  @Column({ name: 'roast_level', type: 'text', nullable: true })
  roastLevel!: string | null;

  /** The roaster's tasting notes from the bag. */
  @Column({ name: 'flavor_notes', type: 'text', array: true, default: () => "'{}'" })
  flavorNotes!: string[];

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  /** to_tsvector('simple', name and roaster keys): autocomplete finds a bag by prefixes. */
  @Column({ name: 'search_vector', type: 'tsvector', nullable: true })
  searchVector!: string | null;

  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  /** When the admin service changed it (the event's time): an older event changes nothing. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
