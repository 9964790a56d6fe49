import type { ProfileVisibility } from '@crema/contracts/common/profile';
import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Projection of identity's user.* events: what feeds show of a user and what privacy decides on. */
@Entity({ name: 'authors' })
// On lower(username), for profile pages (usernames are case-insensitive there); made by migration.
@Index('authors_username_lower_idx', { synchronize: false })
export class AuthorEntity {
  /** The identity user id. */
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'authors_pkey' })
  id!: number;

  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl!: string | null;

  @Column({ name: 'profile_visibility', type: 'text' })
  profileVisibility!: ProfileVisibility;

  @Column({ name: 'share_check_ins', type: 'boolean' })
  shareCheckIns!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
