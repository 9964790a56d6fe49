import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import { NANOS_PER_MS, type BrowserSpansBody } from '@crema/contracts/telemetry/browser-spans';
import { exportBrowserSpans } from '@crema/observability';
import type { Logger } from 'pino';
import { GATEWAY_ENV, LOGGER } from '../core/tokens';
import { browserSpanRouteName } from './browser-span-routes';

/** How far a browser's clock may differ from the gateway's and its spans keep their times. */
const CLOCK_TOLERANCE_NANOS = 1000n * NANOS_PER_MS;

/** Hands the web app's spans of its API requests to the collector (ADR 0029). */
@Injectable()
export class BrowserSpansService {
  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Forwarded as one export (counted per client address by BrowserSpansLimitGuard), each span named
   * after the route it called. A browser whose clock is off by more than a second has its spans
   * moved onto the gateway's clock, by how far apart the two were when the batch arrived (give or
   * take its time in transit); a clock within a second is left alone, so no transit time is added
   * to a right one. A collector that is down or slow costs the browser nothing but the spans: the
   * failure is logged (without the spans), not answered.
   */
  async forward({ sentAtUnixNano, spans }: BrowserSpansBody): Promise<void> {
    const offset = BigInt(Date.now()) * NANOS_PER_MS - sentAtUnixNano;
    const endpoint = this.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    if (!endpoint) return;
    const shift = offset > CLOCK_TOLERANCE_NANOS || offset < -CLOCK_TOLERANCE_NANOS ? offset : 0n;
    try {
      await exportBrowserSpans(
        endpoint,
        spans.map((span) => ({
          ...span,
          name: browserSpanRouteName(span.name),
          startTimeUnixNano: span.startTimeUnixNano + shift,
          endTimeUnixNano: span.endTimeUnixNano + shift,
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
