import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A report in the moderation queue: a person's report of someone else's check-in, or a rule's match
 * on a new check-in or comment. No foreign key to the content: a resolved report stays as the record
 * of what a moderator did once the content is gone (open ones go with their content).
 */
@Entity({ name: 'reports' })
@Unique('reports_check_in_id_reporter_id_key', ['checkInId', 'reporterId'])
@Index('reports_reporter_idx', ['reporterId'])
@Index('reports_check_in_idx', ['checkInId'])
// Descending and partial indexes TypeORM cannot describe; created by migration, left alone by sync.
@Index('reports_queue_idx', { synchronize: false })
@Index('reports_comment_idx', { synchronize: false })
@Check(
  'reports_source_check',
  `("source" = 'person' AND "reporter_id" IS NOT NULL AND "rule_name" IS NULL)
          OR ("source" = 'rule' AND "reporter_id" IS NULL AND "rule_name" IS NOT NULL)`,
)
@Check(
  'reports_status_check',
  `("status" = 'open' AND "resolution" IS NULL AND "resolved_at" IS NULL)
          OR ("status" = 'resolved' AND "resolution" IN ('dismiss', 'warn', 'delete') AND "resolved_at" IS NOT NULL)`,
)
export class ReportEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'reports_pkey' })
  id!: number;

  @Column({ name: 'check_in_id', type: 'integer' })
  checkInId!: number;

  /** The comment on that check-in a rule matched; null when the report is about the check-in. */
  @Column({ name: 'comment_id', type: 'integer', nullable: true })
  commentId!: number | null;

  /** Who reported it; null when a rule did. */
  @Column({ name: 'reporter_id', type: 'integer', nullable: true })
  reporterId!: number | null;

  /** `person` or `rule`. */
  @Column({ type: 'text', default: 'person' })
  source!: string;

  @Column({ name: 'rule_id', type: 'integer', nullable: true })
  ruleId!: number | null;

  /** The rule's name when it matched (kept as it was then). */
  @Column({ name: 'rule_name', type: 'text', nullable: true })
  ruleName!: string | null;

  @Column({ type: 'text' })
  reason!: string;

  /** The rule hid the content; a dismissal shows it again unless another open report hid it too. */
  @Column({ type: 'boolean', default: false })
  hid!: boolean;

  /** open until an administrator resolves it. */
  @Column({ type: 'text', default: 'open' })
  status!: string;

  /** `dismiss` or `delete` once resolved. */
  @Column({ type: 'text', nullable: true })
  resolution!: string | null;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  /** The administrator who resolved it. */
  @Column({ name: 'resolved_by', type: 'integer', nullable: true })
  resolvedBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
