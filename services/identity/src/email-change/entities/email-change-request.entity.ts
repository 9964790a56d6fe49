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

export const EMAIL_CHANGE_REQUESTS_TABLE = 'email_change_requests';

/**
 * A change of a user's email waiting for its confirmation. Like a password reset request
 * (docs/adr/0007), it is stored when the person asks; the identity worker mints the token of the
 * confirmation link when it sends the mail, so the token exists only in that mail and, here, as its
 * SHA-256. At most one per user: a new request replaces the earlier ones.
 */
@Entity({ name: EMAIL_CHANGE_REQUESTS_TABLE })
export class EmailChangeRequestEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'email_change_requests_pkey' })
  id!: number;

  /** The request's random name outside the database: the mail jobs carry it and nothing else. */
  @Index('email_change_requests_reference_key', { unique: true })
  @Column({ type: 'uuid' })
  reference!: string;

  @Index('email_change_requests_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'email_change_requests_user_id_fkey' })
  user?: UserEntity;

  /** The address the account had when the change was asked: the notice goes there. */
  @Column({ name: 'old_email', type: 'varchar', length: 254 })
  oldEmail!: string;

  /** Lower-cased, like users.email; not unique here: only the confirmation writes it to the user. */
  @Column({ name: 'new_email', type: 'varchar', length: 254 })
  newEmail!: string;

  /** Hex SHA-256 of the token sent by mail; null until the worker mints one (and for a taken address). */
  @Index('email_change_requests_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64, nullable: true })
  tokenHash!: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
