import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A roaster that check-ins name, with the aggregates of publicly shareable owners' check-ins. */
@Entity({ name: 'roasters' })
@Index('roasters_trgm_idx', { synchronize: false })
@Index('roasters_fts_idx', { synchronize: false })
export class RoasterEntity {
  /** checkins.search_normalize(roaster): what search matches. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'roasters_pkey' })
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

  /** Its coffees with at least one public check-in. */
  @Column({ name: 'public_coffees_count', type: 'integer', default: 0 })
  publicCoffeesCount!: number;
}
