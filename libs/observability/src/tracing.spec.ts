import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  contextFrom,
  currentTraceId,
  inSpan,
  setTraceHeaders,
  SpanKind,
  startTracing,
  traceCarrier,
  traceHeaders,
  tracingEnabled,
} from './tracing';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('tracing', () => {
  it('does nothing at all without an endpoint', async () => {
    const handle = startTracing('test', undefined);
    expect(tracingEnabled()).toBe(false);
    expect(traceCarrier()).toEqual({});
    expect(currentTraceId()).toBeUndefined();
    await expect(
      inSpan('work', { kind: SpanKind.INTERNAL }, (span) => Promise.resolve(span)),
    ).resolves.toBeUndefined();
    // A caller's context is not even parsed.
    expect(traceCarrier(contextFrom({ traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` }))).toEqual(
      {},
    );
    await handle.shutdown();
  });

  describe('with an endpoint', () => {
    // A collector that takes every export and keeps nothing.
    const collector = createServer((request, response) => {
      request.resume().on('end', () => response.writeHead(200).end('{}'));
    });
    let handle: ReturnType<typeof startTracing>;
    beforeAll(async () => {
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
      handle = startTracing('test', `http://127.0.0.1:${(collector.address() as AddressInfo).port}`);
    });
    afterAll(async () => {
      await handle.shutdown();
      await new Promise((resolve) => collector.close(resolve));
    });

    it('makes the active span the parent of the next hop, through headers and back', async () => {
      expect(tracingEnabled()).toBe(true);
      const parent = { traceparent: `00-${'1'.repeat(32)}-${'2'.repeat(16)}-01` };
      const seen = await inSpan('hop', { kind: SpanKind.CLIENT, parent: contextFrom(parent) }, (span) => {
        const carrier = traceCarrier();
        const headers = new Map<string, string>();
        setTraceHeaders(carrier, (name, value) => headers.set(name, value));
        return Promise.resolve({
          span,
          carrier,
          back: traceHeaders((name) => headers.get(name)),
          traceId: currentTraceId(),
        });
      });
      const [, traceId, spanId] = TRACEPARENT.exec(seen.carrier.traceparent ?? '') ?? [];
      expect(traceId).toBe('1'.repeat(32));
      expect(spanId).toBe(seen.span?.spanContext().spanId);
      expect(seen.traceId).toBe('1'.repeat(32));
      expect(seen.back).toEqual(seen.carrier);
      expect(traceHeaders(() => undefined)).toBeUndefined();
    });

    it('starts a new trace for a missing or malformed parent, and fails the span of work that throws', async () => {
      const fresh = await inSpan('a', { kind: SpanKind.SERVER, parent: contextFrom(undefined) }, () =>
        Promise.resolve(traceCarrier().traceparent),
      );
      const bogus = await inSpan(
        'b',
        { kind: SpanKind.SERVER, parent: contextFrom({ traceparent: 'nonsense' }) },
        () => Promise.resolve(traceCarrier().traceparent),
      );
      expect(fresh).toMatch(TRACEPARENT);
      expect(bogus).toMatch(TRACEPARENT);
      expect(fresh?.slice(3, 35)).not.toBe(bogus?.slice(3, 35));
      await expect(
        inSpan('c', { kind: SpanKind.INTERNAL }, () => Promise.reject(new Error('boom'))),
      ).rejects.toThrow('boom');
    });
  });
});
