import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { BrewDetails } from '@crema/contracts/checkins/brew-details';
import { CoffeeEntity } from '../../search/entities/coffee.entity';
import { PlaceEntity } from '../../search/entities/place.entity';

@Entity({ name: 'check_ins' })
@Check('check_ins_rating_check', '"rating" BETWEEN 1 AND 5')
@Check('check_ins_likes_count_check', '"likes_count" >= 0')
@Check('check_ins_comments_count_check', '"comments_count" >= 0')
// Descending and partial indexes TypeORM cannot describe; created by migration, left alone by sync.
@Index('check_ins_user_idx', { synchronize: false })
@Index('check_ins_top_idx', { synchronize: false })
@Index('check_ins_geo_idx', { synchronize: false })
@Index('check_ins_coffee_idx', { synchronize: false })
@Index('check_ins_place_idx', { synchronize: false })
@Index('check_ins_popular_idx', { synchronize: false })
// Partial: a photo's owner found from its URL (serving a check-in photo asks who may see it).
@Index('check_ins_photo_url_idx', { synchronize: false })
@Index('check_ins_photo_thumbnail_url_idx', { synchronize: false })
export class CheckInEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'check_ins_pkey' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'coffee_name', type: 'text' })
  coffeeName!: string;

  @Column({ type: 'text' })
  roaster!: string;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  @Column({ name: 'brew_method', type: 'text' })
  brewMethod!: string;

  @Column({ name: 'roast_level', type: 'text', nullable: true })
  roastLevel!: string | null;

  @Column({ name: 'coffee_type', type: 'text', nullable: true })
  coffeeType!: string | null;

  @Column({ type: 'smallint' })
  rating!: number;

  @Column({ name: 'tasting_notes', type: 'text', array: true, default: () => "'{}'" })
  tastingNotes!: string[];

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ name: 'photo_url', type: 'text', nullable: true })
  photoUrl!: string | null;

  @Column({ name: 'photo_thumbnail_url', type: 'text', nullable: true })
  photoThumbnailUrl!: string | null;

  /** Validated by brewDetailsSchema before it is stored. */
  @Column({ name: 'brew_details', type: 'jsonb', nullable: true })
  brewDetails!: BrewDetails | null;

  /** Rounded to 3 decimals (about 100 m). */
  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  /** Its coffees row (search aggregates); set in the write's transaction, null only before a bulk load's rebuild. */
  @Column({ name: 'coffee_id', type: 'integer', nullable: true })
  coffeeId!: number | null;

  /** Its places row when it has a location. */
  @Column({ name: 'place_id', type: 'integer', nullable: true })
  placeId!: number | null;

  @ManyToOne(() => CoffeeEntity, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'coffee_id', foreignKeyConstraintName: 'check_ins_coffee_id_fkey' })
  coffee?: CoffeeEntity;

  @ManyToOne(() => PlaceEntity, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'place_id', foreignKeyConstraintName: 'check_ins_place_id_fkey' })
  place?: PlaceEntity;

  /**
   * A moderation rule hid it: out of every feed, list, search aggregate and the shared page for all
   * but its author (and administrators' own surfaces) until a moderator dismisses the report.
   */
  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  @Column({ name: 'likes_count', type: 'integer', default: 0 })
  likesCount!: number;

  @Column({ name: 'comments_count', type: 'integer', default: 0 })
  commentsCount!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
