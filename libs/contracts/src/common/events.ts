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
  /** The correlation id of the request that caused the event, so the consumers' log lines carry it. */
  correlationId: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/)
    .optional(),
  /** W3C trace context of the span that wrote the event (ADR 0029); absent when tracing is off. */
  traceparent: z
    .string()
    .regex(/^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/)
    .optional(),
  tracestate: z.string().max(512).optional(),
  data: z.unknown(),
});
export type EventEnvelope<Data = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & {
  data: Data;
};
