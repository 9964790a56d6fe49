import type { EventDescriptor } from '@crema/contracts/common/events';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { ConsumedEvent } from '../events/durable-consumer';

/** What one durable consumer of a service subscribes to and does with each event. */
export interface EventHandler<
  Events extends readonly EventDescriptor<z.ZodType>[] = readonly EventDescriptor<z.ZodType>[],
> {
  /** Durable consumer name, unique per consuming service and purpose. */
  readonly durable: string;
  /** The events it handles; each event a service consumes has exactly one handler. */
  readonly events: Events;
  /** Runs inside the transaction that records the event as processed; throw to have it retried. */
  handle(event: ConsumedEvent<Events>, manager: EntityManager): Promise<void>;
}

/**
 * Checks that every event the service must consume has exactly one handler and that no handler
 * takes an event the service does not declare; the message names the subject.
 */
export function checkEventCoverage(
  consumes: readonly EventDescriptor<z.ZodType>[],
  handlers: readonly { name: string; events: readonly EventDescriptor<z.ZodType>[] }[],
): void {
  const declared = new Set(consumes.map((event) => event.subject));
  const handledBy = new Map<string, string[]>();
  for (const handler of handlers) {
    for (const { subject } of handler.events) {
      if (!declared.has(subject))
        throw new Error(`${handler.name} handles ${subject}, which this service does not consume`);
      handledBy.set(subject, [...(handledBy.get(subject) ?? []), handler.name]);
    }
  }
  for (const subject of declared) {
    const names = handledBy.get(subject) ?? [];
    if (names.length === 0) throw new Error(`No event handler for ${subject}`);
    if (names.length > 1) throw new Error(`${subject} has ${names.length} handlers: ${names.join(', ')}`);
  }
}
