import type { INestMicroservice } from '@nestjs/common';
import type { CheckinsEnv } from '@crema/config';
import { CHECKINS_SERVICE } from '@crema/contracts/checkins/rpc';
import { startService } from '@crema/messaging';
import type { Logger } from 'pino';
import { UserEventsHandler } from './authors/user-events.handler';
import { CatalogueEventsHandler } from './catalogue/catalogue-events.handler';
import { CheckinsModule } from './checkins.module';
import { createCheckinsDataSource } from './database/checkins-data-source';
import { FollowEventsHandler } from './feeds/follow-events.handler';
import { TimelineFanOutHandler } from './feeds/timeline-fan-out.handler';
import { AdminEventsHandler } from './moderation/admin-events.handler';

/** The checkins service on the platform runtime, in the `checkins` queue group. */
export function startCheckinsService(env: CheckinsEnv, logger: Logger): Promise<INestMicroservice> {
  return startService(CheckinsModule.register(env, logger), {
    service: CHECKINS_SERVICE,
    env,
    logger,
    dataSource: createCheckinsDataSource,
    eventHandlers: [
      UserEventsHandler,
      FollowEventsHandler,
      TimelineFanOutHandler,
      AdminEventsHandler,
      CatalogueEventsHandler,
    ],
  });
}
