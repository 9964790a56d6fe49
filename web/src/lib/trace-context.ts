import { nowUnixNano, recordingSpans, recordSpan, spanName } from './browser-spans';

/** Lower-case hex of `size` random bytes. */
function randomHex(size: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(size)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** One request's trace: the header to send, and `end` to call with the answer's status (0: none). */
export interface RequestTrace {
  traceparent: string;
  end(statusCode: number): void;
}

const untraced = () => undefined;

/**
 * Starts the trace of one request of the app: a W3C `traceparent` for a new, sampled trace that
 * starts in the browser, which the gateway's server span continues, and with it every RPC, event
 * and job the request causes (ADR 0029). Where the gateway collects traces, the browser's span of it (the
 * span the `traceparent` names, the parent of the gateway's) is recorded when `end` is called and
 * sent with the next batch (./browser-spans.ts); elsewhere `end` does nothing.
 */
export function traceRequest(method: string, url: string): RequestTrace {
  const traceId = randomHex(16);
  const spanId = randomHex(8);
  const traceparent = `00-${traceId}-${spanId}-01`;
  if (!recordingSpans()) return { traceparent, end: untraced };
  const startTimeUnixNano = nowUnixNano();
  return {
    traceparent,
    end: (statusCode) =>
      recordSpan({
        traceId,
        spanId,
        name: spanName(method, url),
        startTimeUnixNano,
        endTimeUnixNano: nowUnixNano(),
        statusCode,
      }),
  };
}
