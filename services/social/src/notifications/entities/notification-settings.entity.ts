import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What a person opted in to; no row means the defaults (everything opt-in off). */
@Entity({ name: 'notification_settings' })
export class NotificationSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'notification_settings_pkey' })
  userId!: number;

  @Column({ name: 'friend_check_ins', type: 'boolean', default: false })
  friendCheckIns!: boolean;
}
