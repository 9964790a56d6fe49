import { Table, TableIndex, type QueryRunner } from 'typeorm';
import { PROCESSED_EVENTS_TABLE, ProcessedEvent } from '../events/processed-event.entity';
import { OUTBOX_TABLE, OUTBOX_UNPUBLISHED_INDEX, OutboxEvent } from './outbox-event.entity';

/** The entities a service adds to its data source to use the outbox and durable consumers. */
export const messagingEntities = [OutboxEvent, ProcessedEvent];

/**
 * Creates the outbox and processed-events tables in the data source's schema, exactly as the
 * OutboxEvent and ProcessedEvent entities describe them. A service's first migration calls it.
 */
export async function createMessagingTables(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.createTable(
    new Table({
      name: OUTBOX_TABLE,
      columns: [
        { name: 'id', type: 'uuid', isPrimary: true },
        { name: 'subject', type: 'text' },
        { name: 'payload', type: 'jsonb' },
        { name: 'created_at', type: 'timestamptz', default: 'now()' },
        { name: 'published_at', type: 'timestamptz', isNullable: true },
      ],
    }),
  );
  await queryRunner.createIndex(
    OUTBOX_TABLE,
    new TableIndex({
      name: OUTBOX_UNPUBLISHED_INDEX,
      columnNames: ['created_at'],
      where: '"published_at" IS NULL',
    }),
  );
  await queryRunner.createTable(
    new Table({
      name: PROCESSED_EVENTS_TABLE,
      columns: [
        { name: 'consumer', type: 'text', isPrimary: true },
        { name: 'event_id', type: 'uuid', isPrimary: true },
        { name: 'processed_at', type: 'timestamptz', default: 'now()' },
      ],
    }),
  );
}

/** Reverts createMessagingTables. */
export async function dropMessagingTables(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.dropTable(PROCESSED_EVENTS_TABLE);
  await queryRunner.dropTable(OUTBOX_TABLE);
}
