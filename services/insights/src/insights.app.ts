import type { INestMicroservice } from '@nestjs/common';
import type { InsightsEnv } from '@crema/config';
import { INSIGHTS_SERVICE } from '@crema/contracts/insights/rpc';
import { startService } from '@crema/messaging';
import type { Logger } from 'pino';
import { createInsightsDataSource } from './database/insights-data-source';
import { CheckInEventsHandler } from './facts/check-in-events.handler';
import { FollowEventsHandler } from './follows/follow-events.handler';
import { InsightsModule } from './insights.module';
import { UserEventsHandler } from './people/user-events.handler';
import { ReactionEventsHandler } from './reactions/reaction-events.handler';

/** The insights service on the platform runtime, in the `insights` queue group. */
export function startInsightsService(env: InsightsEnv, logger: Logger): Promise<INestMicroservice> {
  return startService(InsightsModule.register(env, logger), {
    service: INSIGHTS_SERVICE,
    env,
    logger,
    dataSource: createInsightsDataSource,
    eventHandlers: [UserEventsHandler, CheckInEventsHandler, ReactionEventsHandler, FollowEventsHandler],
  });
}
