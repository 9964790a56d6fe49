import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { UserProfile } from '@crema/contracts/identity/user';

/**
 * Projection of identity's user.* events: what lists show of a person and what privacy decides on.
 * `updatedAt` is the time of the event the row reflects (older events change nothing).
 */
@Entity({ name: 'user_cards' })
// Expression indexes TypeORM cannot describe (lower(username): a text_pattern_ops btree for lookups
// and prefixes, a GiST trigram index for similarity); created by migration, left alone by sync.
@Index('user_cards_username_idx', { synchronize: false })
@Index('user_cards_username_trgm_idx', { synchronize: false })
export class UserCardEntity {
  /** The identity user id. */
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'user_cards_pkey' })
  id!: number;

  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  @Column({ name: 'profile_visibility', type: 'text' })
  profileVisibility!: UserProfile['profileVisibility'];

  @Column({ name: 'share_check_ins', type: 'boolean' })
  shareCheckIns!: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
