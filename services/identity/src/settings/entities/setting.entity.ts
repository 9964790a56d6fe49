import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The latest value of an admin setting identity acts on, as the admin service (its owner) announced
 * it; a key never announced takes its default from the contracts.
 */
@Entity({ name: 'settings' })
export class SettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'settings_pkey' })
  key!: string;

  @Column({ type: 'varchar', length: 2000 })
  value!: string;

  /** When the admin service changed it (the event's time), so an older event never overwrites a newer value. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
