import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A recipient's last notification seq; locking this row serialises their notification writes. */
@Entity({ name: 'notification_inboxes' })
export class NotificationInboxEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'notification_inboxes_pkey' })
  userId!: number;

  @Column({ name: 'last_seq', type: 'bigint', default: 0 })
  lastSeq!: string;
}
