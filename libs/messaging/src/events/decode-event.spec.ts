import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '@crema/contracts/common/events';
import { decodeEvent } from './decode-event';

const thingHappened = defineEvent('evt.test.thing.happened.v1', z.object({ count: z.number().int() }));
const descriptors = new Map([[thingHappened.subject, thingHappened]]);
const envelope = (data: unknown, subject: string = thingHappened.subject) => ({
  id: randomUUID(),
  subject,
  occurredAt: new Date().toISOString(),
  data,
});

describe('decodeEvent', () => {
  it('returns the envelope with data parsed by the descriptor', () => {
    const sent = envelope({ count: 3, extra: 'dropped' });
    expect(decodeEvent(thingHappened.subject, JSON.stringify(sent), descriptors)).toEqual({
      ok: true,
      envelope: { ...sent, data: { count: 3 } },
    });
  });

  it('flags subjects the consumer has no descriptor for', () => {
    const decoded = decodeEvent('evt.test.other.v1', JSON.stringify(envelope({})), descriptors);
    expect(decoded).toMatchObject({ ok: false, unknownSubject: true });
  });

  it.each([
    ['a body that is not JSON', 'not json'],
    ['an envelope without id', JSON.stringify({ ...envelope({ count: 1 }), id: undefined })],
    ['an envelope of another subject', JSON.stringify(envelope({ count: 1 }, 'evt.test.other.v1'))],
    ['data failing the schema', JSON.stringify(envelope({ count: 'three' }))],
  ])('rejects %s', (_case, body) => {
    const decoded = decodeEvent(thingHappened.subject, body, descriptors);
    expect(decoded).toMatchObject({ ok: false, unknownSubject: false });
  });
});
