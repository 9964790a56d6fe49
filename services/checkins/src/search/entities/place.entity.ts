import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A place (café) check-ins name as their location, with the aggregates of publicly shareable owners' check-ins. */
@Entity({ name: 'places' })
@Unique('places_key', ['key'])
@Index('places_trgm_idx', { synchronize: false })
@Index('places_fts_idx', { synchronize: false })
export class PlaceEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'places_pkey' })
  id!: number;

  /** checkins.search_normalize(location): what search matches. */
  @Column({ type: 'text' })
  key!: string;

  /** As the first check-in spelled it. */
  @Column({ type: 'text' })
  name!: string;

  /** to_tsvector('simple', key): the words search matches as prefixes. */
  @Column({ name: 'search_vector', type: 'tsvector' })
  searchVector!: string;

  @Column({ name: 'check_ins_count', type: 'integer', default: 0 })
  checkInsCount!: number;

  @Column({ name: 'public_check_ins_count', type: 'integer', default: 0 })
  publicCheckInsCount!: number;

  @Column({ name: 'public_photo_check_in_id', type: 'integer', nullable: true })
  publicPhotoCheckInId!: number | null;
}
