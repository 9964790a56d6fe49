import type * as BrowserSpans from './browser-spans';
import type * as TraceContext from './trace-context';

type Listener = () => void;

/** The page's globals the recorder uses, stood in for: the meta tag, events, sendBeacon. */
function fakePage(tracing: boolean) {
  const listeners = new Map<string, Listener>();
  const beacons: Array<{ url: string; body: Blob }> = [];
  const page = {
    visibilityState: 'visible',
    querySelector: (selector: string) =>
      tracing && selector === 'meta[name=crema-tracing][content=on]' ? {} : null,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  Object.assign(globalThis, {
    document: page,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    navigator: {
      sendBeacon: (url: string, body: Blob) => {
        beacons.push({ url, body });
        return true;
      },
    },
  });
  return { page, listeners, beacons };
}

/** The modules afresh: whether spans are recorded is read once per page load. */
function load(): typeof BrowserSpans & typeof TraceContext {
  let loaded: (typeof BrowserSpans & typeof TraceContext) | undefined;
  jest.isolateModules(() => {
    loaded = {
      ...jest.requireActual<typeof BrowserSpans>('./browser-spans'),
      ...jest.requireActual<typeof TraceContext>('./trace-context'),
    };
  });
  return loaded!;
}

const spansOf = async (beacon: { body: Blob }) =>
  (JSON.parse(await beacon.body.text()) as { spans: BrowserSpans.RecordedSpan[] }).spans;

describe('spanName', () => {
  const { spanName } = jest.requireActual<typeof BrowserSpans>('./browser-spans');

  it('is the method and the path without its query string', () => {
    expect(spanName('GET', '/api/check-ins?limit=20#x')).toBe('GET /api/check-ins');
    expect(spanName('POST', 'https://crema.example/graphql')).toBe('POST /graphql');
  });

  it('replaces numbers, uuids and anything but plain words by :id', () => {
    expect(spanName('GET', '/api/check-ins/42/comments')).toBe('GET /api/check-ins/:id/comments');
    expect(spanName('DELETE', '/api/user/sessions/0b6e4a3c-5d1f-4c2a-9e8b-7f6a5b4c3d2e')).toBe(
      'DELETE /api/user/sessions/:id',
    );
    expect(spanName('GET', '/api/roasters/Blue%20Bottle')).toBe('GET /api/roasters/:id');
    expect(spanName('GET', '/api/users/alice/check-ins')).toBe('GET /api/users/alice/check-ins');
  });

  it('is at most 100 characters', () => {
    expect(spanName('GET', `/api/${'a'.repeat(200)}`)).toHaveLength(100);
  });
});

describe('browser spans', () => {
  afterEach(() => {
    jest.useRealTimers();
    for (const name of ['document', 'navigator', 'addEventListener'])
      Reflect.deleteProperty(globalThis, name);
  });

  it("records a request's span with the ids of its traceparent, and sends 20 in one beacon", async () => {
    const { beacons } = fakePage(true);
    const { traceRequest } = load();
    const before = BigInt(Date.now()) * 1_000_000n;
    const traces = Array.from({ length: 20 }, (_, index) =>
      traceRequest('GET', `/api/check-ins/${index}?x=1`),
    );
    traces.slice(0, 19).forEach((trace) => trace.end(200));
    expect(beacons).toHaveLength(0);
    traces[19]!.end(0);

    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/telemetry/spans');
    expect(beacons[0]!.body.type).toBe('application/json');
    const spans = await spansOf(beacons[0]!);
    expect(spans).toHaveLength(20);
    const [, traceId, spanId] = traces[0]!.traceparent.split('-');
    expect(spans[0]).toMatchObject({ traceId, spanId, name: 'GET /api/check-ins/:id', statusCode: 200 });
    expect(spans[0]!.startTimeUnixNano).toMatch(/^\d{19}$/);
    expect(spans[0]!.endTimeUnixNano).toMatch(/^\d{19}$/);
    expect(BigInt(spans[0]!.startTimeUnixNano)).toBeGreaterThanOrEqual(before - 1_000_000n);
    expect(BigInt(spans[0]!.endTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(spans[0]!.startTimeUnixNano));
    expect(spans[19]!.statusCode).toBe(0);
    // The page's clock when it sent them, which the gateway checks and corrects their times by.
    const { sentAtUnixNano } = JSON.parse(await beacons[0]!.body.text()) as { sentAtUnixNano: string };
    expect(BigInt(sentAtUnixNano)).toBeGreaterThanOrEqual(BigInt(spans[19]!.endTimeUnixNano));
  });

  it('sends what is buffered after 10 s, and when the page is hidden or left', async () => {
    jest.useFakeTimers();
    const { page, listeners, beacons } = fakePage(true);
    const { traceRequest } = load();
    traceRequest('GET', '/api/user').end(200);
    jest.advanceTimersByTime(9_999);
    expect(beacons).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(beacons).toHaveLength(1);

    traceRequest('POST', '/api/check-ins').end(201);
    page.visibilityState = 'hidden';
    listeners.get('visibilitychange')?.();
    expect(beacons).toHaveLength(2);

    traceRequest('PATCH', '/api/user/settings').end(200);
    listeners.get('pagehide')?.();
    expect(beacons).toHaveLength(3);
    expect((await spansOf(beacons[2]!)).map((span) => span.name)).toEqual(['PATCH /api/user/settings']);
    // Nothing buffered: no empty beacon.
    listeners.get('pagehide')?.();
    jest.advanceTimersByTime(20_000);
    expect(beacons).toHaveLength(3);
  });

  it('never records the report of spans itself', () => {
    jest.useFakeTimers();
    const { beacons } = fakePage(true);
    const { traceRequest } = load();
    traceRequest('POST', '/api/telemetry/spans').end(204);
    jest.advanceTimersByTime(10_000);
    expect(beacons).toHaveLength(0);
  });

  it('records nothing on a page without the meta tag', () => {
    jest.useFakeTimers();
    const { listeners, beacons } = fakePage(false);
    const { traceRequest } = load();
    traceRequest('GET', '/api/user').end(200);
    jest.advanceTimersByTime(10_000);
    listeners.get('pagehide')?.();
    expect(beacons).toHaveLength(0);
    expect(listeners.size).toBe(0);
  });
});
