import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { metricsContentType, renderMetrics } from '../http/metrics';
import { Public } from '../sessions/access.decorators';
import { ReadinessService, type Readiness } from './readiness.service';

@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Public()
  @Get('healthz')
  @Header('cache-control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Public()
  @Get('readyz')
  @Header('cache-control', 'no-store')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    const readiness = await this.readiness.check();
    if (!readiness.ready) void reply.status(503);
    return readiness;
  }

  @Public()
  @Get('metrics')
  @Header('content-type', metricsContentType)
  metrics(): Promise<string> {
    return renderMetrics();
  }
}
