import { z } from 'zod';

/** Name of the JetStream stream holding every domain event (`evt.>`). */
export const EVENTS_STREAM = 'CREMA_EVENTS';
export const EVENTS_SUBJECTS = 'evt.>';

/** Every event subject a service publishes: `evt.<service>.>`. */
export const eventSubjectsOf = (service: string) => `evt.${service}.>`;

/** Every live (core NATS, not stored) subject a service publishes: `live.<service>.>`. */
export const liveSubjectsOf = (service: string) => `live.${service}.>`;

export interface EventDescriptor<Data extends z.ZodType> {
  readonly subject: string;
  readonly data: Data;
}

export function defineEvent<Data extends z.ZodType>(
  subject: `evt.${string}`,
  data: Data,
): EventDescriptor<Data> {
  return { subject, data };
}

/**
 * A durable consumer of CREMA_EVENTS: its name (`<service>-<purpose>`, unique, the consumer's
 * identity on the server and in its NATS permissions) and the events its handler takes.
 */
export interface DurableDescriptor<
  Events extends readonly EventDescriptor<z.ZodType>[] = readonly EventDescriptor<z.ZodType>[],
> {
  readonly name: string;
  readonly events: Events;
}

export function defineDurable<const Events extends readonly EventDescriptor<z.ZodType>[]>(
  name: `${string}-${string}`,
  events: Events,
): DurableDescriptor<Events> {
  return { name, events };
}

/** The envelope every domain event travels in; `id` is also the JetStream message id (dedupe). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  occurredAt: z.iso.datetime(),
  data: z.unknown(),
});
export type EventEnvelope<Data = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & {
  data: Data;
};
