import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Projection of checkins' checkin.* events: who checked in which coffee of which roaster, by
 * normalised keys. It feeds the check-in counters and "similar coffee history" suggestions.
 */
@Entity({ name: 'check_in_facts' })
@Index('check_in_facts_user_idx', ['userId', 'checkInId'])
@Index('check_in_facts_coffee_idx', ['coffeeKey', 'checkInId'])
@Index('check_in_facts_roaster_idx', ['roasterKey', 'checkInId'])
export class CheckInFactEntity {
  @PrimaryColumn({ name: 'check_in_id', type: 'integer', primaryKeyConstraintName: 'check_in_facts_pkey' })
  checkInId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  /** coffeeKey(name, roaster): one coffee whatever the spelling of case, accents and spaces. */
  @Column({ name: 'coffee_key', type: 'text' })
  coffeeKey!: string;

  @Column({ name: 'roaster_key', type: 'text' })
  roasterKey!: string;
}
