import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { EventDescriptor, EventEnvelope } from '@crema/contracts/common/events';
import { currentCorrelationId, traceCarrier } from '@crema/observability';
import { insertOutboxEvent } from './outbox.repository';

/**
 * Writes a domain event into the outbox inside the caller's transaction, so the event exists
 * exactly when the change it describes does. Returns the event id (also its JetStream msg id).
 * The envelope carries the correlation id and W3C trace context of the work that wrote it.
 */
export async function appendEvent<Data extends z.ZodType<object>>(
  manager: EntityManager,
  descriptor: EventDescriptor<Data>,
  data: z.input<Data>,
): Promise<string> {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error(`appendEvent(${descriptor.subject}) must run inside a transaction`);
  }
  const envelope: EventEnvelope<object> = {
    id: randomUUID(),
    subject: descriptor.subject,
    occurredAt: new Date().toISOString(),
    // The row keeps who caused the event and the span that wrote it; the relay publishes both.
    ...withoutUndefined({ correlationId: currentCorrelationId(), ...traceCarrier() }),
    data: descriptor.data.parse(data),
  };
  await insertOutboxEvent(manager, envelope);
  return envelope.id;
}

function withoutUndefined<T extends Record<string, string | undefined>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
