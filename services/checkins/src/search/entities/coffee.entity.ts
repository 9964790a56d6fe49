import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A coffee (name and roaster, compared normalized) that check-ins name, with the aggregates of the
 * check-ins of publicly shareable owners (ADR 0005). Deleted when no check-in names it any more.
 */
@Entity({ name: 'coffees' })
@Unique('coffees_key', ['nameKey', 'roasterKey'])
// A roaster page's coffees.
@Index('coffees_roaster_idx', ['roasterKey'])
// GIN indexes TypeORM cannot describe; created by migration, left alone by sync.
@Index('coffees_trgm_idx', { synchronize: false })
@Index('coffees_fts_idx', { synchronize: false })
export class CoffeeEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'coffees_pkey' })
  id!: number;

  /** checkins.search_normalize(coffee name). */
  @Column({ name: 'name_key', type: 'text' })
  nameKey!: string;

  /** checkins.search_normalize(roaster), the key of its roasters row. */
  @Column({ name: 'roaster_key', type: 'text' })
  roasterKey!: string;

  /** As the first check-in spelled it. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  roaster!: string;

  /** name_key and roaster_key: what search matches. */
  @Column({ name: 'search_text', type: 'text' })
  searchText!: string;

  /** to_tsvector('simple', search_text): the words search matches as prefixes. */
  @Column({ name: 'search_vector', type: 'tsvector' })
  searchVector!: string;

  /** Every check-in naming it, whoever may see them. */
  @Column({ name: 'check_ins_count', type: 'integer', default: 0 })
  checkInsCount!: number;

  /** Those of publicly shareable owners: the ratings count search shows. */
  @Column({ name: 'public_check_ins_count', type: 'integer', default: 0 })
  publicCheckInsCount!: number;

  @Column({ name: 'public_ratings_sum', type: 'integer', default: 0 })
  publicRatingsSum!: number;

  /** The newest of those with a photo. */
  @Column({ name: 'public_photo_check_in_id', type: 'integer', nullable: true })
  publicPhotoCheckInId!: number | null;
}
