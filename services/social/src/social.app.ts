import type { INestMicroservice } from '@nestjs/common';
import type { SocialEnv } from '@crema/config';
import { SOCIAL_SERVICE } from '@crema/contracts/social/rpc';
import { startRpcService } from '@crema/messaging';
import type { Logger } from 'pino';
import { SocialModule } from './social.module';

/** The social service on NATS, in the `social` queue group. */
export function startSocialService(env: SocialEnv, logger: Logger): Promise<INestMicroservice> {
  return startRpcService(SocialModule.register(env, logger), {
    service: SOCIAL_SERVICE,
    natsUrl: env.NATS_URL,
    logger,
  });
}
