import { Module } from '@nestjs/common';
import { BrowserSpansController } from './browser-spans.controller';
import { BrowserSpansService } from './browser-spans.service';
import { TracingOnGuard } from './tracing-on.guard';

@Module({ controllers: [BrowserSpansController], providers: [BrowserSpansService, TracingOnGuard] })
export class TelemetryModule {}
