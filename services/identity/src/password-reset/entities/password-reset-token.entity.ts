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

/** A password reset link. Only the SHA-256 of the token is kept, so a database leak reveals no link. */
@Entity({ name: PASSWORD_RESET_TOKENS_TABLE })
export class PasswordResetTokenEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'password_reset_tokens_pkey' })
  id!: number;

  @Index('password_reset_tokens_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'password_reset_tokens_user_id_fkey' })
  user?: UserEntity;

  /** Hex SHA-256 of the token sent by mail. */
  @Index('password_reset_tokens_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
