import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A deleted comment (the comment.deleted event's time): its comment.created, should it arrive after
 * (a retry, say), notifies nobody. Comment ids are never used again. Kept as long as a comment that
 * old could still notify (NOTIFY_MAX_AGE_MS).
 */
@Entity({ name: 'withdrawn_comments' })
@Index('withdrawn_comments_withdrawn_at_idx', ['withdrawnAt'])
export class WithdrawnCommentEntity {
  @PrimaryColumn({ name: 'comment_id', type: 'integer', primaryKeyConstraintName: 'withdrawn_comments_pkey' })
  commentId!: number;

  @Column({ name: 'withdrawn_at', type: 'timestamptz' })
  withdrawnAt!: Date;
}
