import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { DEFAULT_PREFERENCES } from '@crema/contracts/identity/user';

export const USERS_TABLE = 'users';
/** Usernames are unique regardless of case; the index is on lower(username), created by migration. */
export const USERNAME_UNIQUE_INDEX = 'users_username_lower_key';
export const EMAIL_UNIQUE_CONSTRAINT = 'users_email_key';
/** A partial index of the administrators: whether there is one is asked often. */
export const ADMINS_INDEX = 'users_admins_idx';
/** A trigram index serving the administrators' search of emails by any part. */
export const EMAIL_TRIGRAM_INDEX = 'users_email_trgm_idx';
/** A partial expression index of the people who want the notification digest, by last digest. */
export const DIGEST_DUE_INDEX = 'users_digest_due_idx';

@Entity({ name: USERS_TABLE })
@Unique(EMAIL_UNIQUE_CONSTRAINT, ['email'])
// An expression index TypeORM cannot describe; declared so schema sync leaves it alone.
@Index(USERNAME_UNIQUE_INDEX, { synchronize: false })
// A partial and a GIN index, created by migration like the one above.
@Index(ADMINS_INDEX, { synchronize: false })
@Index(EMAIL_TRIGRAM_INDEX, { synchronize: false })
@Index(DIGEST_DUE_INDEX, { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'users_pkey' })
  id!: number;

  /** As the user typed it; compared case-insensitively. */
  @Column({ type: 'varchar', length: 30 })
  username!: string;

  /** Always stored lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** argon2id encoded hash. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'avatar_url', type: 'varchar', length: 300, nullable: true })
  avatarUrl!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  bio!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  /** When the last notification digest was mailed (or the newest notification it listed, if later); null before the first. */
  @Column({ name: 'last_digest_at', type: 'timestamptz', nullable: true })
  lastDigestAt!: Date | null;

  /** Parsed against the contracts schema on read; stored keys missing later take their defaults. */
  @Column({ type: 'jsonb', default: DEFAULT_PREFERENCES })
  preferences!: unknown;
}
