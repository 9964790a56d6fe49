import { In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import type { EventEnvelope } from '@crema/contracts/common/events';
import { OutboxEvent } from './outbox-event.entity';

/** The LISTEN/NOTIFY channel that wakes the relay of one schema as soon as its events commit. */
export function outboxChannel(schema: string | undefined): string {
  return `crema_outbox_${schema ?? 'public'}`;
}

export function schemaOf(source: DataSource | EntityManager): string | undefined {
  const connection = 'connection' in source ? source.connection : source;
  return connection.driver.schema;
}

/** Inserts an event row and asks PostgreSQL to notify the relay when the transaction commits. */
export async function insertOutboxEvent(
  manager: EntityManager,
  envelope: EventEnvelope<object>,
): Promise<void> {
  await manager.getRepository(OutboxEvent).insert({
    id: envelope.id,
    subject: envelope.subject,
    payload: envelope,
    // now() is the transaction's start time, shared by all its events; the wall clock keeps
    // events of one transaction in the order they were appended.
    createdAt: () => 'clock_timestamp()',
  });
  // NOTIFY is transactional: a rolled-back transaction wakes nobody.
  await manager.query('SELECT pg_notify($1, $2)', [outboxChannel(schemaOf(manager)), '']);
}

/**
 * Locks the oldest unpublished rows. SKIP LOCKED lets relay replicas work side by side without
 * publishing the same row twice; the lock lasts until the caller's transaction ends.
 */
export function claimUnpublished(manager: EntityManager, limit: number): Promise<OutboxEvent[]> {
  return manager
    .getRepository(OutboxEvent)
    .createQueryBuilder('outbox')
    .where('outbox.publishedAt IS NULL')
    .orderBy('outbox.createdAt', 'ASC')
    .limit(limit)
    .setLock('pessimistic_write')
    .setOnLocked('skip_locked')
    .getMany();
}

export async function markPublished(manager: EntityManager, ids: string[]): Promise<void> {
  await manager.getRepository(OutboxEvent).update({ id: In(ids) }, { publishedAt: () => 'now()' });
}

export async function deletePublishedBefore(manager: EntityManager, cutoff: Date): Promise<number> {
  const result = await manager.getRepository(OutboxEvent).delete({ publishedAt: LessThan(cutoff) });
  return result.affected ?? 0;
}

/**
 * How far the relay is behind: the age in seconds of the oldest unpublished row (0 when none) and
 * how many wait. Served by the partial index on unpublished rows.
 */
export async function outboxLag(
  manager: EntityManager,
): Promise<{ oldestAgeSeconds: number; unpublished: number }> {
  const rows: Array<{ age: string | null; count: string }> = await manager
    .getRepository(OutboxEvent)
    .createQueryBuilder('outbox')
    .select('EXTRACT(EPOCH FROM (clock_timestamp() - MIN(outbox.createdAt)))', 'age')
    .addSelect('COUNT(*)', 'count')
    .where('outbox.publishedAt IS NULL')
    .getRawMany();
  const row = rows[0];
  return { oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)), unpublished: Number(row?.count ?? 0) };
}
