import type { DurableDescriptor, EventDescriptor } from '@crema/contracts/common/events';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { ConsumedEvent } from '../events/durable-consumer';

type AnyEvents = readonly EventDescriptor<z.ZodType>[];

/** What one durable consumer of a service does with each event it subscribes to. */
export interface EventHandler<Events extends AnyEvents = AnyEvents> {
  /** The durable consumer (from the contracts) and the events it subscribes to. */
  readonly durable: DurableDescriptor<Events>;
  /** Runs inside the transaction that records the event as processed; throw to have it retried. */
  handle(event: ConsumedEvent<Events>, manager: EntityManager): Promise<void>;
  /**
   * Runs after the event's transaction has committed, on every delivery of it, including the
   * redelivery of an event already handled: what it does (enqueue a job, say) happens at least
   * once, so it must be idempotent. Throw to have the event delivered again.
   */
  afterCommit?(event: ConsumedEvent<Events>): Promise<void>;
  /**
   * Events with the same key are handled in order, events with different keys side by side (a
   * handler whose events only need ordering per person, say). Without it, strictly one at a time.
   */
  orderKey?(event: ConsumedEvent<Events>): string;
}

/**
 * Checks a service's handlers against what it declares it consumes (BUS_ACCESS): every declared
 * durable is run by exactly one handler, and every handler runs a declared durable. Two durables
 * may take the same event for different purposes: each keeps its own place in the stream. The
 * message names the durable, so a start-up failure says what to fix.
 */
export function checkEventCoverage(
  declared: readonly DurableDescriptor[],
  handlers: readonly { name: string; durable: DurableDescriptor }[],
): void {
  const declaredDurables = new Set(declared.map((durable) => durable.name));
  const runBy = new Map<string, string[]>();
  for (const { name, durable } of handlers) {
    if (!declaredDurables.has(durable.name)) {
      throw new Error(
        `${name} runs the durable ${durable.name}, which this service does not declare in BUS_ACCESS`,
      );
    }
    runBy.set(durable.name, [...(runBy.get(durable.name) ?? []), name]);
  }
  for (const durable of declared) {
    const names = runBy.get(durable.name) ?? [];
    if (names.length === 0) throw new Error(`No event handler runs the durable ${durable.name}`);
    if (names.length > 1)
      throw new Error(`The durable ${durable.name} has ${names.length} handlers: ${names.join(', ')}`);
  }
}
