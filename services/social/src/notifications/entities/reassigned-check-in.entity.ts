import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A check-in an administrator moved to someone else, with its owner since (the latest
 * checkin.reassigned by its time): a like.created or comment.created stamped with another owner,
 * arriving after (a retry, say), notifies nobody. Kept as long as a like or comment that old could
 * still notify (NOTIFY_MAX_AGE_MS).
 */
@Entity({ name: 'reassigned_check_ins' })
@Index('reassigned_check_ins_reassigned_at_idx', ['reassignedAt'])
export class ReassignedCheckInEntity {
  @PrimaryColumn({ name: 'check_in_id', type: 'integer', primaryKeyConstraintName: 'reassigned_check_ins_pkey' })
  checkInId!: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @Column({ name: 'reassigned_at', type: 'timestamptz' })
  reassignedAt!: Date;
}
