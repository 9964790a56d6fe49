import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * When `userId` last unliked `checkInId` (the like.deleted event's time): a like.created that
 * happened before it and arrives after it (a retry, say) notifies nobody. Kept as long as a like
 * that old could still notify (NOTIFY_MAX_AGE_MS), and not past the person's purge.
 */
@Entity({ name: 'withdrawn_likes' })
@Index('withdrawn_likes_withdrawn_at_idx', ['withdrawnAt'])
export class WithdrawnLikeEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'withdrawn_likes_pkey' })
  userId!: number;

  @PrimaryColumn({ name: 'check_in_id', type: 'integer', primaryKeyConstraintName: 'withdrawn_likes_pkey' })
  checkInId!: number;

  @Column({ name: 'withdrawn_at', type: 'timestamptz' })
  withdrawnAt!: Date;
}
