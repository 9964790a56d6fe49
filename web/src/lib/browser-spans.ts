/**
 * The app's own span of each API request, sent to the gateway, which hands them to the trace
 * collector as the roots of its traces (ADR 0029). Only when the page says traces are collected
 * (meta `crema-tracing`, set by the gateway): otherwise nothing is recorded.
 */

/** What POST /api/telemetry/spans takes (@crema/contracts/telemetry/browser-spans, not imported: zod stays out of the first load). */
export interface RecordedSpan {
  traceId: string;
  spanId: string;
  name: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  statusCode: number;
}

export const SPANS_URL = '/api/telemetry/spans';
const FLUSH_AT = 20;
const FLUSH_EVERY_MS = 10_000;
const NAME_MAX = 100;

let recording: boolean | undefined;
let buffered: RecordedSpan[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let flushingOnHide = false;

/** Whether this page records spans: read once, from the meta tag the gateway adds with tracing on. */
export function recordingSpans(): boolean {
  recording ??=
    typeof document !== 'undefined' && !!document.querySelector('meta[name=crema-tracing][content=on]');
  return recording;
}

/** Now, as Unix time in nanoseconds (a string: the number exceeds what a double holds exactly). */
export function nowUnixNano(): string {
  return String(Math.round((performance.timeOrigin + performance.now()) * 1e6));
}

/**
 * `GET /api/check-ins/:id` for `GET /api/check-ins/42?x=1`: no query string, and ids replaced, so
 * names are few and say nothing about anyone. No route's own segment has a digit, so a segment
 * with one (a number, a uuid) is an id, as is one with more than word characters (an encoded name).
 */
export function spanName(method: string, url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*/, '');
  const name = path.replace(/[^/]+/g, (segment) => (/\d|[^\w.-]/.test(segment) ? ':id' : segment));
  return `${method} ${name}`.slice(0, NAME_MAX);
}

/** Sends the buffered spans in one beacon (it outlives the page); lost if the browser refuses it. */
export function flushSpans(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (!buffered.length) return;
  const spans = buffered;
  buffered = [];
  // With the page's clock, against which the gateway checks and corrects the spans' times.
  const batch = { sentAtUnixNano: nowUnixNano(), spans };
  navigator.sendBeacon(SPANS_URL, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
}

function flushWhenHidden(): void {
  if (document.visibilityState === 'hidden') flushSpans();
}

/** Buffers a span: sent once 20 are waiting, 10 s after the first, or when the page is hidden or left. */
export function recordSpan(span: RecordedSpan): void {
  if (span.name.endsWith(` ${SPANS_URL}`)) return;
  if (!flushingOnHide) {
    flushingOnHide = true;
    document.addEventListener('visibilitychange', flushWhenHidden);
    addEventListener('pagehide', flushSpans);
  }
  buffered.push(span);
  if (buffered.length >= FLUSH_AT) flushSpans();
  else flushTimer ??= setTimeout(flushSpans, FLUSH_EVERY_MS);
}
