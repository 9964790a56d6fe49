import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Projection of the admin service's moderation rules (moderation-rule.* events). A deleted rule
 * stays as a tombstone, so a late or retried change never brings it back.
 */
@Entity({ name: 'moderation_rules' })
export class ModerationRuleEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'moderation_rules_pkey' })
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  /** A plain word or phrase; a rule without one matches nothing. */
  @Column({ type: 'text', nullable: true })
  pattern!: string | null;

  /** `flag` or `hide`. */
  @Column({ type: 'text' })
  action!: string;

  @Column({ type: 'boolean' })
  active!: boolean;

  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  /** When the admin service changed it (the event's time): an older event changes nothing. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
