import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export const PASSWORD_RESET_LOOKUPS_TABLE = 'password_reset_lookups';

/**
 * An address someone asked a reset link for, waiting for the worker to look it up. Forgot-password
 * writes one whatever the address (so known and unknown ones cost the same) and queues a job that
 * names it by reference: the address stays out of Redis (docs/adr/0007). The worker takes (deletes)
 * it when it runs; ones older than an hour are purged then too.
 */
@Entity({ name: PASSWORD_RESET_LOOKUPS_TABLE })
export class PasswordResetLookupEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'password_reset_lookups_pkey' })
  reference!: string;

  /** Lower-cased by the contracts schema, as users.email. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
