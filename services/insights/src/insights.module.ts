import { Module, type DynamicModule } from '@nestjs/common';
import type { InsightsEnv } from '@crema/config';
import { subgraphRpc } from '@crema/contracts/graphql/rpc';
import { INSIGHTS_SERVICE } from '@crema/contracts/insights/rpc';
import { JobQueue } from '@crema/jobs';
import { SUBGRAPH, subgraphRpcController } from '@crema/messaging';
import type { Logger } from 'pino';
import { BadgesRepository } from './badges/badges.repository';
import { BadgesRpcController } from './badges/badges.rpc-controller';
import { BadgesService } from './badges/badges.service';
import { LOGGER } from './common/tokens';
import { UserExportRpcController } from './export/user-export.rpc-controller';
import { UserExportService } from './export/user-export.service';
import { CheckInEventsHandler } from './facts/check-in-events.handler';
import { CheckInFactsRepository } from './facts/check-in-facts.repository';
import { FollowEventsHandler } from './follows/follow-events.handler';
import { FollowsRepository } from './follows/follows.repository';
import { InsightsSubgraph } from './graphql/insights.subgraph';
import { BadgeEvaluations } from './jobs/badge-evaluations';
import { MODEL_DEBOUNCE_MS, ModelRebuilds } from './jobs/model-rebuilds';
import { INSIGHTS_QUEUE } from './jobs/insights.jobs';
import { PeopleRepository } from './people/people.repository';
import { UserEventsHandler } from './people/user-events.handler';
import { ReactionEventsHandler } from './reactions/reaction-events.handler';
import { ReactionsRepository } from './reactions/reactions.repository';
import { ModelCache } from './recommendations/model-cache';
import { ModelRepository } from './recommendations/model.repository';
import { RecommendationsRepository } from './recommendations/recommendations.repository';
import { RecommendationsRpcController } from './recommendations/recommendations.rpc-controller';
import { RecommendationsService } from './recommendations/recommendations.service';
import { TasteReader } from './recommendations/taste.reader';
import { StatsRepository } from './stats/stats.repository';
import { StatsRpcController } from './stats/stats.rpc-controller';
import { StatsService } from './stats/stats.service';

/** The insights service's features: RPC and event handlers, their logic and repositories (the platform runtime brings the rest). */
@Module({})
export class InsightsModule {
  static register(env: InsightsEnv, logger: Logger): DynamicModule {
    return {
      module: InsightsModule,
      controllers: [
        BadgesRpcController,
        StatsRpcController,
        RecommendationsRpcController,
        UserExportRpcController,
        subgraphRpcController(subgraphRpc(INSIGHTS_SERVICE)),
      ],
      providers: [
        { provide: LOGGER, useValue: logger },
        {
          provide: JobQueue,
          useFactory: () =>
            JobQueue.create(INSIGHTS_QUEUE, { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX }),
        },
        { provide: MODEL_DEBOUNCE_MS, useValue: env.RECOMMENDATION_MODEL_DEBOUNCE_MS },
        BadgeEvaluations,
        ModelRebuilds,
        PeopleRepository,
        UserEventsHandler,
        CheckInFactsRepository,
        CheckInEventsHandler,
        ReactionsRepository,
        ReactionEventsHandler,
        FollowsRepository,
        FollowEventsHandler,
        BadgesRepository,
        BadgesService,
        StatsRepository,
        StatsService,
        ModelRepository,
        ModelCache,
        RecommendationsRepository,
        RecommendationsService,
        UserExportService,
        TasteReader,
        { provide: SUBGRAPH, useClass: InsightsSubgraph },
      ],
    };
  }
}
