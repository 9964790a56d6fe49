import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { EventEnvelope } from '@crema/contracts/common/events';

export const OUTBOX_TABLE = 'outbox';
export const OUTBOX_UNPUBLISHED_INDEX = 'outbox_unpublished_created_at_idx';

/** A domain event written in the same transaction as the change it describes, until the relay publishes it. */
@Entity({ name: OUTBOX_TABLE })
// Partial: the relay only ever scans rows that still wait for publishing, in order.
@Index(OUTBOX_UNPUBLISHED_INDEX, ['createdAt'], { where: '"published_at" IS NULL' })
export class OutboxEvent {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  subject!: string;

  /** The whole envelope, published as is. Event data is always a JSON object. */
  @Column({ type: 'jsonb' })
  payload!: EventEnvelope<object>;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;
}
