import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Projection of the admin service's settings that checkins acts on (setting.changed events). */
@Entity({ name: 'settings' })
export class SettingEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'settings_pkey' })
  key!: string;

  @Column({ type: 'text' })
  value!: string;

  /** When the admin service changed it (the event's time): an older event changes nothing. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
