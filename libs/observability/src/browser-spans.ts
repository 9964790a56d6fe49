/** One span the web app recorded around an API request, as the gateway checked it. */
export interface BrowserSpan {
  traceId: string;
  spanId: string;
  /** `GET /api/check-ins/:id`: the method and the normalised path. */
  name: string;
  startTimeUnixNano: bigint;
  endTimeUnixNano: bigint;
  /** The answer's HTTP status; 0 when none came. */
  statusCode: number;
}

/** The browser's service name in traces: its spans are the roots of the gateway's. */
export const BROWSER_SERVICE = 'web';

// OTLP's enums, by number (the JSON encoding accepts both; numbers are what every receiver reads).
const SPAN_KIND_CLIENT = 3;
const STATUS_CODE_ERROR = 2;
const STATUS_CODE_UNSET = 0;

const stringAttribute = (key: string, value: string) => ({ key, value: { stringValue: value } });

/** The OTLP/HTTP JSON export request of a batch of browser spans, one resource for all of them. */
export function browserSpansExport(spans: readonly BrowserSpan[]): object {
  return {
    resourceSpans: [
      {
        resource: { attributes: [stringAttribute('service.name', BROWSER_SERVICE)] },
        scopeSpans: [
          {
            scope: { name: '@crema/web' },
            spans: spans.map((span) => {
              const [method = '', path = ''] = span.name.split(' ', 2);
              const failed = span.statusCode === 0 || span.statusCode >= 500;
              return {
                traceId: span.traceId,
                spanId: span.spanId,
                name: span.name,
                kind: SPAN_KIND_CLIENT,
                startTimeUnixNano: span.startTimeUnixNano.toString(),
                endTimeUnixNano: span.endTimeUnixNano.toString(),
                attributes: [
                  stringAttribute('http.request.method', method),
                  stringAttribute('url.path', path),
                  { key: 'http.response.status_code', value: { intValue: String(span.statusCode) } },
                ],
                status: failed
                  ? {
                      code: STATUS_CODE_ERROR,
                      message: span.statusCode === 0 ? 'no answer' : `HTTP ${span.statusCode}`,
                    }
                  : { code: STATUS_CODE_UNSET },
              };
            }),
          },
        ],
      },
    ],
  };
}

/** A collector that does not answer in this time is given up on: the browser is not kept waiting. */
const EXPORT_TIMEOUT_MS = 3000;

/**
 * Sends browser spans to the collector at `endpoint` (OTEL_EXPORTER_OTLP_ENDPOINT) as one
 * OTLP/HTTP JSON export. Rejects when the collector refuses them or does not answer in time.
 */
export async function exportBrowserSpans(endpoint: string, spans: readonly BrowserSpan[]): Promise<void> {
  const response = await fetch(`${endpoint.replace(/\/+$/, '')}/v1/traces`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(browserSpansExport(spans)),
    signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
  });
  // Drained so the connection can be reused.
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the collector answered ${response.status}`);
}
