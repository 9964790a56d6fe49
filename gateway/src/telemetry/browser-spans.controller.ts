import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { browserSpansBody, type BrowserSpansBody } from '@crema/contracts/telemetry/browser-spans';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Public } from '../sessions/access.decorators';
import { BrowserSpansLimitGuard } from './browser-spans-limit.guard';
import { BrowserSpansService } from './browser-spans.service';
import { TracingOnGuard } from './tracing-on.guard';

/** 50 spans of about 250 bytes each, with room to spare. */
export const BROWSER_SPANS_BODY_LIMIT = 32 * 1024;

/** The web app's own span of each API request it sent, the root of the gateway's (ADR 0029). */
@Controller('api/telemetry')
export class BrowserSpansController {
  constructor(private readonly browserSpans: BrowserSpansService) {}

  @Public()
  @UseGuards(TracingOnGuard, BrowserSpansLimitGuard)
  // A small body, and no trace of its own: a beacon is not a request anyone follows.
  @RouteConfig({ bodyLimit: BROWSER_SPANS_BODY_LIMIT, untraced: true })
  @Post('spans')
  @HttpCode(204)
  async report(@Body(new ZodValidationPipe(browserSpansBody)) body: BrowserSpansBody): Promise<void> {
    await this.browserSpans.forward(body);
  }
}
