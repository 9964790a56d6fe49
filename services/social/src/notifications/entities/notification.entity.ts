import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * One notification of one recipient (`userId`). `seq` numbers the recipient's notifications in
 * commit order (drawn from their inbox row, which serialises their writes), so a live stream
 * resumed after a seq misses none; a folded like takes a new seq and moves to the top.
 */
@Entity({ name: 'notifications' })
@Unique('notifications_user_id_seq_key', ['userId', 'seq'])
@Index('notifications_unread_idx', ['userId'], { where: '"read_at" IS NULL' })
@Index('notifications_check_in_idx', ['checkInId'], { where: '"check_in_id" IS NOT NULL' })
@Index('notifications_source_event_idx', ['sourceEvent'])
@Check(
  'notifications_type_check',
  `"type" IN ('follow', 'like', 'comment', 'badge', 'friend_check_in', 'moderation')`,
)
export class NotificationEntity {
  /** bigint: TypeORM hands it over as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'notifications_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'bigint' })
  seq!: string;

  @Column({ type: 'text' })
  type!: string;

  /** The people behind it, latest first (several only for a folded like). */
  @Column({ name: 'actor_ids', type: 'integer', array: true, default: () => "'{}'" })
  actorIds!: number[];

  @Column({ name: 'check_in_id', type: 'integer', nullable: true })
  checkInId!: number | null;

  @Column({ name: 'comment_id', type: 'integer', nullable: true })
  commentId!: number | null;

  @Column({ name: 'badge_id', type: 'integer', nullable: true })
  badgeId!: number | null;

  /** What the text names besides people: a badge's name, a friend's coffee, a moderator's reason. */
  @Column({ type: 'text', nullable: true })
  detail!: string | null;

  /** A moderator's action: `removed` or `warned`. */
  @Column({ name: 'moderation_action', type: 'text', nullable: true })
  moderationAction!: string | null;

  /** The event that created or last folded it: what is announced live once that event commits. */
  @Column({ name: 'source_event', type: 'uuid' })
  sourceEvent!: string;

  /** When its latest event happened. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /**
   * When it last arrived in the inbox (inserted, or a like folded in), on the database's clock and
   * taken under the inbox lock: the digest's coverage, which `createdAt` cannot be (events arrive late).
   */
  @Column({ name: 'arrived_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  arrivedAt!: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;
}
