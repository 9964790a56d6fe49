import {
  eventEnvelopeSchema,
  type EventDescriptor,
  type EventEnvelope,
} from '@crema/contracts/common/events';
import { z } from 'zod';

export type DecodedEvent =
  { ok: true; envelope: EventEnvelope } | { ok: false; reason: string; unknownSubject: boolean };

const rejected = (reason: string, unknownSubject = false): DecodedEvent => ({
  ok: false,
  reason,
  unknownSubject,
});

/** Parses a stream message into an envelope whose `data` passed its descriptor's schema. */
export function decodeEvent(
  subject: string,
  body: string,
  descriptors: ReadonlyMap<string, EventDescriptor<z.ZodType>>,
): DecodedEvent {
  const descriptor = descriptors.get(subject);
  if (!descriptor) return rejected(`no handler for subject ${subject}`, true);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return rejected('body is not JSON');
  }
  const envelope = eventEnvelopeSchema.safeParse(json);
  if (!envelope.success) return rejected(`bad envelope: ${z.prettifyError(envelope.error)}`);
  if (envelope.data.subject !== subject) {
    return rejected(`envelope subject ${envelope.data.subject} differs from ${subject}`);
  }
  const data = descriptor.data.safeParse(envelope.data.data);
  if (!data.success) return rejected(`bad data: ${z.prettifyError(data.error)}`);
  return { ok: true, envelope: { ...envelope.data, data: data.data } };
}
