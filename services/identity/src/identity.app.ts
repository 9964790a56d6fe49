import type { INestMicroservice } from '@nestjs/common';
import type { IdentityEnv } from '@crema/config';
import { IDENTITY_SERVICE } from '@crema/contracts/identity/rpc';
import { startRpcService } from '@crema/messaging';
import type { Logger } from 'pino';
import { IdentityModule } from './identity.module';

/** The identity service on NATS, in the `identity` queue group. */
export function startIdentityService(env: IdentityEnv, logger: Logger): Promise<INestMicroservice> {
  return startRpcService(IdentityModule.register(env, logger), {
    service: IDENTITY_SERVICE,
    natsUrl: env.NATS_URL,
    logger,
  });
}
