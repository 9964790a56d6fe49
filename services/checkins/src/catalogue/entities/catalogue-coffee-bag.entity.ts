import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Projection of the admin catalogue's coffee bags (coffee-bag.* events), found by the keys of the
 * coffees row they describe; search needs nothing else of a bag yet. A deleted bag stays as a
 * tombstone (keys cleared).
 */
@Entity({ name: 'catalogue_coffee_bags' })
@Index('catalogue_coffee_bags_key_idx', ['nameKey', 'roasterKey', 'id'])
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

  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  /** When the admin service changed it (the event's time): an older event changes nothing. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
