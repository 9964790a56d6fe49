import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { browserSpansExport, exportBrowserSpans, type BrowserSpan } from './browser-spans';

const span = (overrides: Partial<BrowserSpan> = {}): BrowserSpan => ({
  traceId: 'a'.repeat(32),
  spanId: 'b'.repeat(16),
  name: 'GET /api/check-ins/:id',
  startTimeUnixNano: 1_790_000_000_000_000_000n,
  endTimeUnixNano: 1_790_000_000_250_000_000n,
  statusCode: 200,
  ...overrides,
});

type Exported = {
  resourceSpans: Array<{
    resource: { attributes: unknown[] };
    scopeSpans: Array<{ spans: Array<Record<string, unknown>> }>;
  }>;
};

describe('browser spans', () => {
  it('exports them under service.name "web" as CLIENT spans with the request attributes', () => {
    const exported = browserSpansExport([span()]) as Exported;
    expect(exported.resourceSpans).toHaveLength(1);
    expect(exported.resourceSpans[0]?.resource.attributes).toEqual([
      { key: 'service.name', value: { stringValue: 'web' } },
    ]);
    expect(exported.resourceSpans[0]?.scopeSpans[0]?.spans[0]).toEqual({
      traceId: 'a'.repeat(32),
      spanId: 'b'.repeat(16),
      name: 'GET /api/check-ins/:id',
      kind: 3,
      startTimeUnixNano: '1790000000000000000',
      endTimeUnixNano: '1790000000250000000',
      attributes: [
        { key: 'http.request.method', value: { stringValue: 'GET' } },
        { key: 'url.path', value: { stringValue: '/api/check-ins/:id' } },
        { key: 'http.response.status_code', value: { intValue: '200' } },
      ],
      status: { code: 0 },
    });
  });

  it('marks a span failed for a 5xx or no answer at all, not for a 4xx', () => {
    const statuses = [404, 503, 0].map(
      (statusCode) =>
        (browserSpansExport([span({ statusCode })]) as Exported).resourceSpans[0]?.scopeSpans[0]?.spans[0]
          ?.status,
    );
    expect(statuses).toEqual([
      { code: 0 },
      { code: 2, message: 'HTTP 503' },
      { code: 2, message: 'no answer' },
    ]);
  });

  describe('sent to a collector', () => {
    let answer = 200;
    const received: Array<{ url?: string; type?: string; body: string }> = [];
    const collector = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          url: request.url,
          type: request.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(answer).end('{}');
      });
    });
    let endpoint: string;
    beforeAll(async () => {
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
      endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

    it('posts one OTLP/HTTP JSON export to <endpoint>/v1/traces', async () => {
      await exportBrowserSpans(endpoint, [span(), span({ spanId: 'c'.repeat(16) })]);
      expect(received).toHaveLength(1);
      expect(received[0]?.url).toBe('/v1/traces');
      expect(received[0]?.type).toBe('application/json');
      const body = JSON.parse(received[0]?.body ?? '') as Exported;
      expect(body.resourceSpans[0]?.scopeSpans[0]?.spans).toHaveLength(2);
    });

    it('rejects when the collector refuses the export', async () => {
      answer = 503;
      await expect(exportBrowserSpans(endpoint, [span()])).rejects.toThrow('503');
    });
  });
});
