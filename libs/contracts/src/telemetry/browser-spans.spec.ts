import { browserSpansBody, NANOS_PER_MS } from './browser-spans';

const nanosAgo = (ms: number) => (BigInt(Date.now() - ms) * NANOS_PER_MS).toString();

const span = (overrides: Record<string, unknown> = {}) => ({
  traceId: 'a'.repeat(32),
  spanId: 'b'.repeat(16),
  name: 'GET /api/check-ins/:id',
  startTimeUnixNano: nanosAgo(1000),
  endTimeUnixNano: nanosAgo(900),
  statusCode: 200,
  ...overrides,
});

/** A batch sent now, by a browser whose clock agrees with the test's. */
const accepts = (spans: unknown[], sentAtUnixNano: unknown = nanosAgo(0)) =>
  browserSpansBody.safeParse({ sentAtUnixNano, spans }).success;

describe('browserSpansBody', () => {
  it('takes times as decimal strings or numbers, as exact nanoseconds', () => {
    const start = nanosAgo(1000);
    const parsed = browserSpansBody.parse({
      sentAtUnixNano: Number(nanosAgo(0)),
      spans: [span({ startTimeUnixNano: start, endTimeUnixNano: Number(nanosAgo(900)) })],
    });
    expect(typeof parsed.sentAtUnixNano).toBe('bigint');
    expect(parsed.spans[0]?.startTimeUnixNano).toBe(BigInt(start));
    expect(typeof parsed.spans[0]?.endTimeUnixNano).toBe('bigint');
    expect(accepts([span({ startTimeUnixNano: '1.5e18' })])).toBe(false);
    expect(accepts([span({ startTimeUnixNano: -1 })])).toBe(false);
  });

  it('refuses a span that ends before it starts or lasts over 5 minutes', () => {
    expect(accepts([span({ endTimeUnixNano: nanosAgo(2000) })])).toBe(false);
    expect(accepts([span({ startTimeUnixNano: nanosAgo(6 * 60_000), endTimeUnixNano: nanosAgo(0) })])).toBe(
      false,
    );
    expect(accepts([span({ startTimeUnixNano: nanosAgo(4 * 60_000), endTimeUnixNano: nanosAgo(0) })])).toBe(
      true,
    );
  });

  it('takes spans from the hour before the batch was sent, by the clock that sent it, whatever the time now', () => {
    const at = (ms: number) => span({ startTimeUnixNano: nanosAgo(ms), endTimeUnixNano: nanosAgo(ms - 1) });
    expect(accepts([at(59 * 60_000)])).toBe(true);
    expect(accepts([at(61 * 60_000)])).toBe(false);
    // Ending after the batch was sent: made up, or a clock that jumped.
    expect(accepts([at(-60_000)])).toBe(false);
    // A phone whose clock is three hours behind: its spans are as recent by its own clock.
    const threeHours = 3 * 60 * 60_000;
    expect(accepts([at(threeHours + 1000)], nanosAgo(threeHours))).toBe(true);
    expect(accepts([at(threeHours + 61 * 60_000)], nanosAgo(threeHours))).toBe(false);
  });

  it('refuses a batch that does not say when it was sent', () => {
    expect(browserSpansBody.safeParse({ spans: [span()] }).success).toBe(false);
    expect(accepts([span()], 'yesterday')).toBe(false);
  });

  it('takes names of a method and a path only, and statuses that are HTTP or 0', () => {
    expect(accepts([span({ name: 'POST /graphql', statusCode: 0 })])).toBe(true);
    for (const name of ['GET /api/check-ins?x=1', 'TRACE /api', 'GET api', `GET /${'a'.repeat(100)}`]) {
      expect(accepts([span({ name })])).toBe(false);
    }
    for (const statusCode of [99, 600, 200.5]) expect(accepts([span({ statusCode })])).toBe(false);
  });

  it('takes 1 to 50 spans', () => {
    expect(accepts([])).toBe(false);
    expect(accepts(Array.from({ length: 50 }, () => span()))).toBe(true);
    expect(accepts(Array.from({ length: 51 }, () => span()))).toBe(false);
  });
});
