import { Column, Entity, PrimaryColumn } from 'typeorm';

export const PROCESSED_EVENTS_TABLE = 'processed_events';

/** One row per event a durable consumer has handled; makes redelivered events no-ops. */
@Entity({ name: PROCESSED_EVENTS_TABLE })
export class ProcessedEvent {
  @PrimaryColumn({ type: 'text' })
  consumer!: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt!: Date;
}
