import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A tombstone of every user purged on user.deleted: an event retried after the purge, or a card
 * fetched from identity just before the deletion, finds it and brings nothing of the user back.
 * Identity never reuses an id, so tombstones are kept.
 */
@Entity({ name: 'deleted_users' })
export class DeletedUserEntity {
  /** The identity user id. */
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'deleted_users_pkey' })
  id!: number;

  @CreateDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date;
}
