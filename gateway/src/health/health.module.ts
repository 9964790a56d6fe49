import { Module } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import { HealthServerHost } from '@crema/observability';
import { GATEWAY_ENV } from '../core/tokens';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';

/** /healthz on the public port; /healthz, /readyz and /metrics on the internal HEALTH_PORT. */
@Module({
  controllers: [HealthController],
  providers: [
    ReadinessService,
    {
      provide: HealthServerHost,
      useFactory: (env: GatewayEnv, readiness: ReadinessService) =>
        new HealthServerHost(env.HEALTH_PORT, () => readiness.isReady()),
      inject: [GATEWAY_ENV, ReadinessService],
    },
  ],
})
export class HealthModule {}
