import type { EventDescriptor } from '@crema/contracts/common/events';
import { appendEvent } from './append-event';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';

/** A domain event a repository writes to the outbox inside the transaction of the change it describes. */
export interface PendingEvent {
  appendTo(manager: EntityManager): Promise<unknown>;
}

export function pendingEvent<Data extends z.ZodType<object>>(
  descriptor: EventDescriptor<Data>,
  data: z.input<Data>,
): PendingEvent {
  return { appendTo: (manager) => appendEvent(manager, descriptor, data) };
}

/** Several events written as one, in order (a change's domain event and its audit record). */
export function pendingEvents(...events: PendingEvent[]): PendingEvent {
  return {
    appendTo: async (manager) => {
      for (const event of events) await event.appendTo(manager);
    },
  };
}
