import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Projection of checkins' checkin.* events: who checked in which coffee of which roaster, by
 * normalised keys. It feeds the check-in counters and "similar coffee history" suggestions.
 * A deleted check-in's row stays as a tombstone: its id and owner, no keys, not counted.
 */
@Entity({ name: 'check_in_facts' })
@Index('check_in_facts_user_idx', ['userId', 'checkInId'])
@Index('check_in_facts_coffee_idx', ['coffeeKey', 'checkInId'])
@Index('check_in_facts_roaster_idx', ['roasterKey', 'checkInId'])
// A tombstone has no keys, so a lookup by coffee or roaster never meets one.
@Check(
  'check_in_facts_tombstone_check',
  `("deleted_at" IS NULL AND "coffee_key" IS NOT NULL AND "roaster_key" IS NOT NULL)
    OR ("deleted_at" IS NOT NULL AND "coffee_key" IS NULL AND "roaster_key" IS NULL)`,
)
export class CheckInFactEntity {
  @PrimaryColumn({ name: 'check_in_id', type: 'integer', primaryKeyConstraintName: 'check_in_facts_pkey' })
  checkInId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  /** coffeeKey(name, roaster): one coffee whatever the spelling of case, accents and spaces. */
  @Column({ name: 'coffee_key', type: 'text', nullable: true })
  coffeeKey!: string | null;

  @Column({ name: 'roaster_key', type: 'text', nullable: true })
  roasterKey!: string | null;

  /** When checkin.deleted arrived; null for a live check-in. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
