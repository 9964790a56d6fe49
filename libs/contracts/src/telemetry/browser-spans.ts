import { z } from 'zod';

/** A batch the web app flushes: 20 buffered spans, or fewer every 10 s (web/src/lib/browser-spans.ts). */
export const BROWSER_SPANS_MAX = 50;
/** A request longer than this is not one the app waits for; a span claiming it is refused. */
export const BROWSER_SPAN_MAX_DURATION_MS = 5 * 60 * 1000;
/** Spans are flushed within seconds; older ones would be placed in traces long since read. */
export const BROWSER_SPAN_MAX_AGE_MS = 60 * 60 * 1000;
export const BROWSER_SPAN_NAME_MAX = 100;

export const NANOS_PER_MS = 1_000_000n;

/**
 * The name the web app gives a request's span: its method and path, with ids already replaced by
 * `:id` and no query string, so names stay few and carry nothing about the person.
 */
export const BROWSER_SPAN_NAME = /^(?:GET|POST|PUT|PATCH|DELETE) \/[A-Za-z0-9_.:/-]*$/;

/** Unix time in nanoseconds: a decimal string (exact) or a number (as JSON gives it). */
const unixNanos = z
  .union([z.string().regex(/^\d{1,19}$/, 'must be a whole number of nanoseconds'), z.number()])
  .refine((value) => typeof value === 'string' || (Number.isInteger(value) && value >= 0), {
    message: 'must be a whole number of nanoseconds',
  })
  .transform((value) => BigInt(value));

export const browserSpanSchema = z
  .object({
    traceId: z
      .string()
      .regex(/^[0-9a-f]{32}$/, 'must be 32 lower-case hex digits')
      .refine((id) => !/^0+$/.test(id), 'must not be all zeros'),
    spanId: z
      .string()
      .regex(/^[0-9a-f]{16}$/, 'must be 16 lower-case hex digits')
      .refine((id) => !/^0+$/.test(id), 'must not be all zeros'),
    name: z
      .string()
      .max(BROWSER_SPAN_NAME_MAX)
      .regex(BROWSER_SPAN_NAME, 'must be a method and a path, like "GET /api/check-ins/:id"'),
    startTimeUnixNano: unixNanos,
    endTimeUnixNano: unixNanos,
    /** The HTTP status of the answer; 0 when none came (offline, aborted). */
    statusCode: z
      .number()
      .int()
      .refine((status) => status === 0 || (status >= 100 && status <= 599), 'must be an HTTP status or 0'),
  })
  .superRefine((span, context) => {
    // zod runs this even when a field failed, with that field untransformed: its issue is enough.
    if (typeof span.startTimeUnixNano !== 'bigint' || typeof span.endTimeUnixNano !== 'bigint') return;
    const duration = span.endTimeUnixNano - span.startTimeUnixNano;
    if (duration < 0n) {
      context.addIssue({
        code: 'custom',
        path: ['endTimeUnixNano'],
        message: 'must not be before the start',
      });
    } else if (duration > BigInt(BROWSER_SPAN_MAX_DURATION_MS) * NANOS_PER_MS) {
      context.addIssue({ code: 'custom', path: ['endTimeUnixNano'], message: 'the span is too long' });
    }
  });
export type BrowserSpan = z.output<typeof browserSpanSchema>;

/**
 * POST /api/telemetry/spans: the web app's own spans of its API requests (ADR 0029), with the
 * browser's clock when it sent them. Span times are checked against that clock, not the gateway's:
 * a phone whose clock is off is no reason to lose its spans, which the gateway moves onto its own
 * clock before exporting them.
 */
export const browserSpansBody = z
  .object({
    sentAtUnixNano: unixNanos,
    spans: z
      .array(browserSpanSchema)
      .min(1, 'must hold a span')
      .max(BROWSER_SPANS_MAX, `at most ${BROWSER_SPANS_MAX} spans`),
  })
  .superRefine(({ sentAtUnixNano: sentAt, spans }, context) => {
    if (typeof sentAt !== 'bigint' || !Array.isArray(spans)) return;
    const oldest = sentAt - BigInt(BROWSER_SPAN_MAX_AGE_MS) * NANOS_PER_MS;
    spans.forEach(({ startTimeUnixNano: start, endTimeUnixNano: end }, index) => {
      if (typeof start !== 'bigint' || typeof end !== 'bigint') return;
      if (start < oldest) {
        context.addIssue({
          code: 'custom',
          path: ['spans', index, 'startTimeUnixNano'],
          message: 'must be within the hour before the batch was sent',
        });
      } else if (end > sentAt) {
        context.addIssue({
          code: 'custom',
          path: ['spans', index, 'endTimeUnixNano'],
          message: 'must not be after the batch was sent',
        });
      }
    });
  });
export type BrowserSpansBody = z.output<typeof browserSpansBody>;
