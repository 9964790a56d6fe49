import { randomBytes } from 'node:crypto';
import { createCheckIn as createCheckInRpc } from '@crema/contracts/checkins/rpc';
import { checkInCreated } from '@crema/contracts/checkins/events';
import { NANOS_PER_MS } from '@crema/contracts/telemetry/browser-spans';
import { checkInBody, checkInForm, eventually } from './support/check-ins';
import { OtlpReceiver, OtlpSpanKind as SpanKind, type ReceivedSpan } from '@crema/testing';
import { ApiClient } from './support/http';
import { BOOT_TIMEOUT_MS, bootSystem, sharedSystem, type RunningSystem } from './support/system';
import { launchBrowser, newPage } from '../browser/browser';
import { signedUpClient } from './support/users';

/**
 * Issue 14 §4: one trace from the browser's request through the gateway, NATS and the checkins
 * service to the event it publishes and the services that consume it, exported over OTLP/HTTP to
 * a receiver the test runs (standing in for a collector).
 */
describe('tracing (OpenTelemetry over OTLP/HTTP)', () => {
  const receiver = new OtlpReceiver();
  let system: RunningSystem;

  beforeAll(async () => {
    await receiver.start();
    system = await bootSystem({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint });
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await system?.stop();
    await receiver.stop();
  });

  it('follows a posted check-in from the browser through gateway, RPC and outbox to its consumers and their jobs in one trace', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    // The browser's own trace context, as the web app may send it.
    const traceId = randomBytes(16).toString('hex');
    const browserSpanId = randomBytes(8).toString('hex');
    const response = await client.request('POST', '/api/check-ins', {
      body: checkInForm(checkInBody({ notes: 'traced' })),
      headers: { traceparent: `00-${traceId}-${browserSpanId}-01` },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('traceparent')).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const inTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    const find = (
      description: string,
      predicate: (span: ReceivedSpan) => boolean,
      spans: ReceivedSpan[] = inTrace(),
    ): ReceivedSpan => {
      const found = spans.find(predicate);
      if (!found) {
        const seen = spans.map((span) => `${span.service}:${span.name}(${span.kind})`).join(', ');
        throw new Error(`no ${description} in trace ${traceId}; seen: ${seen}`);
      }
      return found;
    };

    const { http, rpcClient, rpcServer, publish, consumers } = await eventually(() => {
      const http = find(
        'gateway HTTP span',
        (span) =>
          span.service === 'gateway' && span.kind === SpanKind.server && span.name === 'POST /api/check-ins',
      );
      const rpcClient = find(
        'gateway RPC client span',
        (span) =>
          span.service === 'gateway' &&
          span.kind === SpanKind.client &&
          span.name === createCheckInRpc.subject,
      );
      const rpcServer = find(
        'checkins RPC server span',
        (span) =>
          span.service === 'checkins' &&
          span.kind === SpanKind.server &&
          span.name === createCheckInRpc.subject,
      );
      const publish = find(
        'outbox publish span',
        (span) => span.kind === SpanKind.producer && span.name === `publish ${checkInCreated.subject}`,
      );
      const consumers = inTrace().filter(
        (span) => span.kind === SpanKind.consumer && span.name === `process ${checkInCreated.subject}`,
      );
      expect(consumers.map((span) => span.service)).toEqual(expect.arrayContaining(['social', 'insights']));
      return { http, rpcClient, rpcServer, publish, consumers };
    }, 30_000);

    // One chain of parents: browser → gateway HTTP → RPC client → checkins handler → … → publish → consumers.
    expect(http.parentSpanId).toBe(browserSpanId);
    expect(http.attributes['http.response.status_code']).toBe(201);
    const byId = new Map(inTrace().map((span) => [span.spanId, span]));
    const ancestors = (span: ReceivedSpan): ReceivedSpan[] => {
      const chain: ReceivedSpan[] = [];
      for (let parent = byId.get(span.parentSpanId); parent; parent = byId.get(parent.parentSpanId)) {
        chain.push(parent);
      }
      return chain;
    };
    expect(ancestors(rpcClient)).toContain(http);
    expect(rpcServer.parentSpanId).toBe(rpcClient.spanId);
    expect(publish.service).toBe('checkins');
    // The event was written inside the RPC's transaction, so its publish continues the RPC's span.
    expect(publish.parentSpanId).toBe(rpcServer.spanId);
    for (const consumer of consumers) {
      expect(consumer.parentSpanId).toBe(publish.spanId);
      expect(consumer.attributes['messaging.consumer.group.name']).toMatch(
        new RegExp(`^${consumer.service}-`),
      );
    }
    // …and on to the job the insights consumer queued: the worker's span continues the same trace.
    const insightsConsumer = consumers.find((span) => span.service === 'insights')!;
    const job = await eventually(
      () =>
        find(
          'insights worker job span',
          (span) => span.service === 'insights-worker' && span.name === 'insights evaluate-badges',
        ),
      15_000,
    );
    expect(job.kind).toBe(SpanKind.consumer);
    expect(ancestors(job)).toContain(insightsConsumer);
    expect(ancestors(consumers[0]!).map((span) => span.spanId)).toEqual(
      expect.arrayContaining([publish.spanId, rpcServer.spanId, rpcClient.spanId, http.spanId]),
    );
  });

  it("continues the trace the web app starts for each of a page's API requests", async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, system.baseUrl);
      // A visitor's first page off `/` asks whether there is a session (GraphQL's `me`).
      const sessionRequest = page.waitForRequest((request) =>
        ['/graphql', '/api/user'].includes(new URL(request.url()).pathname),
      );
      await page.goto('/login');
      const request = await sessionRequest;
      const traceparent = request.headers().traceparent ?? '';
      const route = `${request.method()} ${new URL(request.url()).pathname}`;
      const [, traceId, browserSpanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(traceparent) ?? [];
      expect(traceId).toBeDefined();

      const gatewaySpan = await eventually(() => {
        const span = receiver.spans.find(
          (candidate) =>
            candidate.traceId === traceId && candidate.service === 'gateway' && candidate.name === route,
        );
        if (!span) throw new Error(`no gateway span in the browser's trace ${traceId}`);
        return span;
      });
      expect(gatewaySpan.parentSpanId).toBe(browserSpanId);

      // Leaving the page sends the spans the app buffered: the browser's own is the trace's root.
      await page.goto('about:blank');
      const browserSpan = await eventually(() => {
        const span = receiver.spans.find(
          (candidate) => candidate.traceId === traceId && candidate.service === 'web',
        );
        if (!span) throw new Error(`no web span in the browser's trace ${traceId}`);
        return span;
      });
      expect(browserSpan).toMatchObject({
        kind: SpanKind.client,
        name: route,
        spanId: gatewaySpan.parentSpanId,
        parentSpanId: '',
      });
      expect(browserSpan.attributes).toMatchObject({
        'http.request.method': request.method(),
        'url.path': new URL(request.url()).pathname,
        'http.response.status_code': String(gatewaySpan.attributes['http.response.status_code']),
      });
    } finally {
      await browser.close();
    }
  });

  it('starts a trace of its own for a request without traceparent, and ignores a malformed one', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const fresh = await client.get('/api/user/check-ins');
    const bogus = await client.get('/api/user/check-ins', { headers: { traceparent: 'not-a-trace' } });
    for (const response of [fresh, bogus]) {
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    }
    expect(fresh.headers.get('traceparent')).not.toBe(bogus.headers.get('traceparent'));
  });

  describe("POST /api/telemetry/spans (the web app's own spans)", () => {
    let addressCounter = 0;
    /** A client address of its own for each test: the route is rate limited per address. */
    const fromNewAddress = () => ({
      'x-forwarded-for': `198.51.${Math.floor(Math.random() * 256)}.${++addressCounter}`,
    });
    const span = (overrides: Record<string, unknown> = {}) => {
      const start = BigInt(Date.now()) * NANOS_PER_MS - 200n * NANOS_PER_MS;
      return {
        traceId: randomBytes(16).toString('hex'),
        spanId: randomBytes(8).toString('hex'),
        name: 'GET /api/check-ins/:id/comments',
        startTimeUnixNano: start.toString(),
        endTimeUnixNano: (start + 150n * NANOS_PER_MS).toString(),
        statusCode: 200,
        ...overrides,
      };
    };
    const nowUnixNano = () => BigInt(Date.now()) * NANOS_PER_MS;
    /** A batch as the web app sends it: with its clock's time of sending. */
    const report = (
      spans: unknown[],
      headers: Record<string, string> = fromNewAddress(),
      sentAtUnixNano = nowUnixNano(),
    ) =>
      new ApiClient(system.baseUrl).post(
        '/api/telemetry/spans',
        { sentAtUnixNano: sentAtUnixNano.toString(), spans },
        { headers },
      );
    const received = (traceIds: string[]) => receiver.spans.filter((seen) => traceIds.includes(seen.traceId));

    it('forwards a batch to the collector as CLIENT spans of the service "web", and answers 204', async () => {
      const ok = span();
      const failed = span({
        name: 'POST /graphql',
        statusCode: 0,
        startTimeUnixNano: Number(ok.startTimeUnixNano),
      });
      const response = await report([ok, failed]);
      expect(response.status).toBe(204);
      // Forwarded before the answer: the receiver already has them.
      const spans = received([ok.traceId, failed.traceId]);
      expect(spans).toHaveLength(2);
      expect(spans.find((seen) => seen.traceId === ok.traceId)).toEqual({
        service: 'web',
        name: 'GET /api/check-ins/:id/comments',
        kind: SpanKind.client,
        traceId: ok.traceId,
        spanId: ok.spanId,
        parentSpanId: '',
        // A clock that agrees with the gateway's: the times as the browser sent them.
        startTimeUnixNano: ok.startTimeUnixNano,
        endTimeUnixNano: ok.endTimeUnixNano,
        attributes: {
          'http.request.method': 'GET',
          'url.path': '/api/check-ins/:id/comments',
          'http.response.status_code': '200',
        },
      });
    });

    it("moves the spans of a browser whose clock is hours off onto the gateway's clock", async () => {
      const browserNow = nowUnixNano() - 3n * 60n * 60n * 1000n * NANOS_PER_MS;
      const late = span({
        startTimeUnixNano: (browserNow - 200n * NANOS_PER_MS).toString(),
        endTimeUnixNano: (browserNow - 50n * NANOS_PER_MS).toString(),
      });
      const sent = nowUnixNano();
      expect((await report([late], fromNewAddress(), browserNow)).status).toBe(204);
      const [exported] = received([late.traceId]);
      // 200 ms before the gateway took the batch, 150 ms long: the batch's transit is the only error.
      const start = BigInt(exported?.startTimeUnixNano ?? 0);
      expect(start).toBeGreaterThanOrEqual(sent - 200n * NANOS_PER_MS);
      expect(start).toBeLessThanOrEqual(nowUnixNano() - 200n * NANOS_PER_MS);
      expect(BigInt(exported?.endTimeUnixNano ?? 0) - start).toBe(150n * NANOS_PER_MS);
    });

    it("names each span after the gateway's route, so no username or unknown path names one", async () => {
      const profile = span({ name: 'GET /api/users/ana.b' });
      const unknown = span({ name: 'GET /api/no-such/ana' });
      expect((await report([profile, unknown])).status).toBe(204);
      const names = received([profile.traceId, unknown.traceId]).map(({ traceId, name }) => [
        traceId === profile.traceId ? 'profile' : 'unknown',
        name,
      ]);
      expect(Object.fromEntries(names)).toEqual({
        profile: 'GET /api/users/:username',
        unknown: 'GET (unknown)',
      });
    });

    it.each([
      ['an upper-case trace id', [span({ traceId: 'A'.repeat(32) })]],
      ['an all-zero span id', [span({ spanId: '0'.repeat(16) })]],
      ['a name that is not a method and a path', [span({ name: 'GET /api/check-ins?token=secret' })]],
      ['more than 50 spans', Array.from({ length: 51 }, () => span())],
      ['no span', []],
      ['an end before the start', [span({ endTimeUnixNano: '1' })]],
      ['a start that is not whole nanoseconds', [span({ startTimeUnixNano: '1.5e18' })]],
      [
        'a start more than an hour before the batch was sent',
        [
          span({
            startTimeUnixNano: (BigInt(Date.now() - 2 * 60 * 60 * 1000) * NANOS_PER_MS).toString(),
            endTimeUnixNano: (BigInt(Date.now() - 2 * 60 * 60 * 1000 + 10) * NANOS_PER_MS).toString(),
          }),
        ],
      ],
      [
        'an end after the batch was sent',
        [
          span({
            startTimeUnixNano: (BigInt(Date.now() + 60_000) * NANOS_PER_MS).toString(),
            endTimeUnixNano: (BigInt(Date.now() + 60_010) * NANOS_PER_MS).toString(),
          }),
        ],
      ],
      ['a status that is not HTTP', [span({ statusCode: 1000 })]],
    ])('refuses %s with 400 problem+json and exports nothing', async (_case, spans) => {
      const response = await report(spans);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      // The batch is refused whole: not even its valid spans are exported.
      expect(received(spans.map((refused) => refused.traceId))).toEqual([]);
    });

    it('refuses a batch that does not say when it was sent', async () => {
      const response = await new ApiClient(system.baseUrl).post(
        '/api/telemetry/spans',
        { spans: [span()] },
        { headers: fromNewAddress() },
      );
      expect(response.status).toBe(400);
      expect(response.text).toContain('sentAtUnixNano');
    });

    it('refuses a body over its limit with 413, and a cross-site post with 403', async () => {
      const huge = await report([span({ name: `GET /${'a'.repeat(40 * 1024)}` })]);
      expect(huge.status).toBe(413);
      const crossSite = await report([span()], { ...fromNewAddress(), origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
    });

    it('starts no trace of its own for a report (the gateway exports no span of the route)', async () => {
      expect((await report([span()])).status).toBe(204);
      // The gateway's spans leave in batches every 500 ms.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receiver.spans.filter((seen) => seen.name === 'POST /api/telemetry/spans')).toEqual([]);
    });

    it('limits the reports of one client address, refused ones included (429 with Retry-After)', async () => {
      const headers = fromNewAddress();
      const statuses: number[] = [];
      // Half of them invalid: a batch the gateway refuses uses the quota as a forwarded one does.
      for (let sent = 0; sent < 60; sent += 1) {
        statuses.push((await report([span(sent % 2 ? {} : { statusCode: 1000 })], headers)).status);
      }
      expect(statuses.filter((status) => status === 400)).toHaveLength(30);
      expect(statuses.filter((status) => status === 204)).toHaveLength(30);
      const refused = await report([span()], headers);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      // Another address is not held back.
      expect((await report([span()])).status).toBe(204);
    });

    it('is not there at all when the gateway exports no traces (the shared system)', async () => {
      const response = await new ApiClient(sharedSystem().baseUrl).post(
        '/api/telemetry/spans',
        { spans: [span()] },
        { headers: fromNewAddress() },
      );
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      const page = await new ApiClient(sharedSystem().baseUrl).get('/login');
      expect(page.text).toContain('<meta name="csp-nonce"');
      expect(page.text).not.toContain('crema-tracing');
    });
  });
});
