import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Projection of the admin catalogue's roasters (roaster.* events): what search and roaster pages show,
 * found by the key its aggregates row has. A deleted roaster stays as a tombstone (every column but
 * the id and time cleared), so a late or retried change never brings it back.
 */
@Entity({ name: 'catalogue_roasters' })
@Index('catalogue_roasters_key_idx', ['key', 'id'])
// GIN indexes TypeORM cannot describe; created by migration, left alone by sync.
@Index('catalogue_roasters_trgm_idx', { synchronize: false })
@Index('catalogue_roasters_fts_idx', { synchronize: false })
export class CatalogueRoasterEntity {
  /** The admin service's roaster id (never reused). */
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'catalogue_roasters_pkey' })
  id!: number;

  /** checkins.search_normalize(name), the key of checkins.roasters; null for a tombstone. */
  @Column({ type: 'text', nullable: true })
  key!: string | null;

  /** As the catalogue spells it. */
  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  @Column({ name: 'logo_url', type: 'text', nullable: true })
  logoUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  website!: string | null;

  /** to_tsvector('simple', key): a roaster nobody checked in yet is found like the others. */
  @Column({ name: 'search_vector', type: 'tsvector', nullable: true })
  searchVector!: string | null;

  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  /** When the admin service changed it (the event's time): an older event changes nothing. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
