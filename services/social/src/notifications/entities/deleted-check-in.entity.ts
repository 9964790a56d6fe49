import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A deleted check-in (the checkin.deleted event's time): a like.created or comment.created about it
 * arriving after (a retry, say) notifies nobody. Check-in ids are never used again. Kept as long as
 * a like or comment that old could still notify (NOTIFY_MAX_AGE_MS).
 */
@Entity({ name: 'deleted_check_ins' })
@Index('deleted_check_ins_deleted_at_idx', ['deletedAt'])
export class DeletedCheckInEntity {
  @PrimaryColumn({ name: 'check_in_id', type: 'integer', primaryKeyConstraintName: 'deleted_check_ins_pkey' })
  checkInId!: number;

  @Column({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date;
}
