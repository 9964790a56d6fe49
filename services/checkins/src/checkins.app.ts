import type { INestMicroservice } from '@nestjs/common';
import type { CheckinsEnv } from '@crema/config';
import { CHECKINS_SERVICE } from '@crema/contracts/checkins/rpc';
import { startRpcService } from '@crema/messaging';
import type { Logger } from 'pino';
import { CheckinsModule } from './checkins.module';

/** The checkins service on NATS, in the `checkins` queue group. */
export function startCheckinsService(env: CheckinsEnv, logger: Logger): Promise<INestMicroservice> {
  return startRpcService(CheckinsModule.register(env, logger), {
    service: CHECKINS_SERVICE,
    natsUrl: env.NATS_URL,
    logger,
  });
}
