import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import type { BrowserSpansBody } from '@crema/contracts/telemetry/browser-spans';
import { exportBrowserSpans } from '@crema/observability';
import type { Logger } from 'pino';
import { GATEWAY_ENV, LOGGER } from '../core/tokens';
import { BROWSER_SPANS_RULE } from '../rate-limit/rate-limit.rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { browserSpanRouteName } from './browser-span-routes';

const NANOS_PER_MS = 1_000_000n;

/** Hands the web app's spans of its API requests to the collector (ADR 0029). */
@Injectable()
export class BrowserSpansService {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Counted per client address, then forwarded as one export, each span named after the route it
   * called and moved from the browser's clock onto the gateway's (by how far apart they were when
   * the batch was sent, give or take its time in transit). A collector that is down or slow costs
   * the browser nothing but the spans: the failure is logged (without the spans), not answered.
   */
  async forward(ip: string, { sentAtUnixNano, spans }: BrowserSpansBody): Promise<void> {
    await this.limiter.enforce(BROWSER_SPANS_RULE, [ip], 'Too many trace reports.');
    const endpoint = this.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    if (!endpoint) return;
    const clockOffset = BigInt(Date.now()) * NANOS_PER_MS - sentAtUnixNano;
    try {
      await exportBrowserSpans(
        endpoint,
        spans.map((span) => ({
          ...span,
          name: browserSpanRouteName(span.name),
          startTimeUnixNano: span.startTimeUnixNano + clockOffset,
          endTimeUnixNano: span.endTimeUnixNano + clockOffset,
        })),
      );
    } catch (error) {
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error), spans: spans.length },
        'browser spans not exported',
      );
    }
  }
}
