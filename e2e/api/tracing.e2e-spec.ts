import { randomBytes } from 'node:crypto';
import { createCheckIn as createCheckInRpc } from '@crema/contracts/checkins/rpc';
import { checkInCreated } from '@crema/contracts/checkins/events';
import { checkInBody, checkInForm, eventually } from './support/check-ins';
import { OtlpReceiver, OtlpSpanKind as SpanKind, type ReceivedSpan } from '@crema/testing';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
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
});
