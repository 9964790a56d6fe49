import type { EventDescriptor } from '@crema/contracts/common/events';
import type { ConsumedEvent } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';

/** What one durable consumer of the service subscribes to and does with each event. */
export interface EventHandler<Events extends readonly EventDescriptor<z.ZodType>[]> {
  /** Durable consumer name, unique per consuming service and purpose. */
  readonly durable: string;
  readonly events: Events;
  /** Runs inside the transaction that records the event as processed; throw to have it retried. */
  handle(event: ConsumedEvent<Events>, manager: EntityManager): Promise<void>;
}
