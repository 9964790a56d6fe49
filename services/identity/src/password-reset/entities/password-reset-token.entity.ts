import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

export const PASSWORD_RESET_TOKENS_TABLE = 'password_reset_tokens';

/**
 * A password reset request and the token of its link. The request is stored when someone asks;
 * the identity worker mints the token when it sends the mail, so the token exists only in that
 * mail and, here, as its SHA-256 (a database leak reveals no link, Redis never sees one).
 */
@Entity({ name: PASSWORD_RESET_TOKENS_TABLE })
export class PasswordResetTokenEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'password_reset_tokens_pkey' })
  id!: number;

  /** The request's random name outside the database: the mail job carries it and nothing else. */
  @Index('password_reset_tokens_reference_key', { unique: true })
  @Column({ type: 'uuid' })
  reference!: string;

  @Index('password_reset_tokens_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'password_reset_tokens_user_id_fkey' })
  user?: UserEntity;

  /** Hex SHA-256 of the token sent by mail; null until the worker mints one. */
  @Index('password_reset_tokens_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64, nullable: true })
  tokenHash!: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
