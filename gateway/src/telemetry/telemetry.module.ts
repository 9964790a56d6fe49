import { Module } from '@nestjs/common';
import { BrowserSpansLimitGuard } from './browser-spans-limit.guard';
import { BrowserSpansController } from './browser-spans.controller';
import { BrowserSpansService } from './browser-spans.service';
import { TracingOnGuard } from './tracing-on.guard';

@Module({
  controllers: [BrowserSpansController],
  providers: [BrowserSpansService, TracingOnGuard, BrowserSpansLimitGuard],
})
export class TelemetryModule {}
