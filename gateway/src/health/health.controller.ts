import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../sessions/access.decorators';

/**
 * Liveness on the public port too: it says nothing but "up". Readiness (which names the back ends
 * the gateway depends on) and metrics (route names, counts, process internals) are on HEALTH_PORT
 * only, which no Service or Ingress exposes.
 */
@Controller()
export class HealthController {
  @Public()
  @Get('healthz')
  @Header('cache-control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
