import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { AccessTokenScope } from '@crema/contracts/identity/access-tokens';
import { UserEntity } from '../../users/entities/user.entity';

export const PERSONAL_ACCESS_TOKENS_TABLE = 'personal_access_tokens';

/** A personal access token: its SHA-256 and display prefix, never the secret itself. */
@Entity({ name: PERSONAL_ACCESS_TOKENS_TABLE })
@Index('personal_access_tokens_user_id_idx', ['userId', 'createdAt'])
export class PersonalAccessTokenEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'personal_access_tokens_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'personal_access_tokens_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'text', array: true })
  scopes!: AccessTokenScope[];

  @Index('personal_access_tokens_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'token_prefix', type: 'varchar', length: 20 })
  tokenPrefix!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
