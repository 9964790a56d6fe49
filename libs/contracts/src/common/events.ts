import { z } from 'zod';

/** Name of the JetStream stream holding every domain event (`evt.>`). */
export const EVENTS_STREAM = 'CREMA_EVENTS';
export const EVENTS_SUBJECTS = 'evt.>';

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

/** The envelope every domain event travels in; `id` is also the JetStream message id (dedupe). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  occurredAt: z.iso.datetime(),
  data: z.unknown(),
});
export type EventEnvelope<Data = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & { data: Data };
