import type { INestMicroservice } from '@nestjs/common';
import type { SocialEnv } from '@crema/config';
import { checkInCreated, checkInDeleted, checkInUpdated } from '@crema/contracts/checkins/events';
import { userDeleted, userRegistered, userUpdated } from '@crema/contracts/identity/events';
import { SOCIAL_SERVICE } from '@crema/contracts/social/rpc';
import { startService } from '@crema/messaging';
import type { Logger } from 'pino';
import { CheckInEventsHandler } from './check-in-facts/check-in-events.handler';
import { createSocialDataSource } from './database/social-data-source';
import { SocialModule } from './social.module';
import { UserEventsHandler } from './user-cards/user-events.handler';

/** The social service on the platform runtime, in the `social` queue group. */
export function startSocialService(env: SocialEnv, logger: Logger): Promise<INestMicroservice> {
  return startService(SocialModule.register(logger), {
    service: SOCIAL_SERVICE,
    env,
    logger,
    dataSource: createSocialDataSource,
    consumes: [userRegistered, userUpdated, userDeleted, checkInCreated, checkInUpdated, checkInDeleted],
    eventHandlers: [UserEventsHandler, CheckInEventsHandler],
  });
}
