import type { INestMicroservice } from '@nestjs/common';
import type { SocialEnv } from '@crema/config';
import { SOCIAL_SERVICE } from '@crema/contracts/social/rpc';
import { startService } from '@crema/messaging';
import type { Logger } from 'pino';
import { CheckInEventsHandler } from './check-in-facts/check-in-events.handler';
import { createSocialDataSource } from './database/social-data-source';
import { SocialModule } from './social.module';
import { NotificationEventsHandler } from './notifications/notification-events.handler';
import { UserEventsHandler } from './user-cards/user-events.handler';

/** The social service on the platform runtime, in the `social` queue group. */
export function startSocialService(env: SocialEnv, logger: Logger): Promise<INestMicroservice> {
  return startService(SocialModule.register(logger), {
    service: SOCIAL_SERVICE,
    env,
    logger,
    dataSource: createSocialDataSource,
    eventHandlers: [UserEventsHandler, CheckInEventsHandler, NotificationEventsHandler],
  });
}
