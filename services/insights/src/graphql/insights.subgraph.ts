import { Inject, Injectable } from '@nestjs/common';
import type { Viewer } from '@crema/contracts/common/rpc';
import type { GraphqlRequest, GraphqlResponse } from '@crema/contracts/graphql/request';
import { INSIGHTS_SUBGRAPH_SDL } from '@crema/contracts/graphql/subgraphs/insights';
import { BADGE_CATEGORIES, BADGE_REQUIREMENTS, type Badge } from '@crema/contracts/insights/badges';
import { BREWING_TIP_TOPICS, EXPLORATION_KINDS } from '@crema/contracts/insights/recommendations';
import {
  idOf,
  idReference,
  parseArguments,
  referenceResolver,
  requireActor,
  SubgraphExecutor,
  type Subgraph,
  type SubgraphResolvers,
} from '@crema/messaging';
import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import { z } from 'zod';
import { BadgesService } from '../badges/badges.service';
import { LOGGER } from '../common/tokens';
import { RecommendationsService } from '../recommendations/recommendations.service';
import { TasteReader } from '../recommendations/taste.reader';
import { StatsService } from '../stats/stats.service';

interface InsightsContext {
  viewer: Viewer;
  /** The earned badges of every user one execution step names, in one round of queries. */
  earnedBadges: DataLoader<number, Badge[]>;
  /** The catalogue with the viewer's progress, read once per request for every Badge reference. */
  catalogue: DataLoader<number, Badge | null>;
}

interface UserNode {
  id: number;
}

/** `refresh` as the REST query's boolean. */
const refreshArgument = z.boolean({ error: 'refresh must be true or false' });

/** The GraphQL names of the contracts' lower-case enum values. */
function enumOf<const Value extends string>(values: readonly Value[]): Record<string, Value> {
  return Object.fromEntries(values.map((value) => [value.toUpperCase(), value]));
}

/** insights' part of the graph: badges, a person's own statistics and recommendations. */
@Injectable()
export class InsightsSubgraph implements Subgraph {
  private readonly executor: SubgraphExecutor<InsightsContext>;

  constructor(
    private readonly badges: BadgesService,
    private readonly stats: StatsService,
    private readonly recommendations: RecommendationsService,
    private readonly taste: TasteReader,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.executor = new SubgraphExecutor(INSIGHTS_SUBGRAPH_SDL, this.resolvers(), logger);
  }

  execute(request: GraphqlRequest, viewer: Viewer): Promise<GraphqlResponse> {
    return this.executor.execute(request, {
      viewer,
      earnedBadges: new DataLoader<number, Badge[]>((ids) => this.badges.ofUsersById(viewer, ids)),
      catalogue: new DataLoader(async (ids) => {
        const catalogue = viewer ? await this.badges.catalogue(viewer) : [];
        const byId = new Map(catalogue.map((badge) => [badge.id, badge]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
    });
  }

  private resolvers(): SubgraphResolvers<InsightsContext> {
    return {
      BadgeCategory: enumOf(BADGE_CATEGORIES),
      BadgeRequirement: enumOf(BADGE_REQUIREMENTS),
      BrewingTipTopic: enumOf(BREWING_TIP_TOPICS),
      ExplorationKind: enumOf(EXPLORATION_KINDS),
      Query: {
        badges: (_root, _args, { viewer }) => this.badges.catalogue(requireActor(viewer)),
        recommendations: async (_root, args: { refresh: boolean }, { viewer }) => {
          const actor = requireActor(viewer);
          const refresh = parseArguments(refreshArgument, args.refresh);
          return this.recommendations.for(actor, await this.taste.of(actor), refresh);
        },
      },
      User: {
        __resolveReference: idReference(),
        badges: (user: UserNode, _args, { earnedBadges }) => earnedBadges.load(user.id),
        stats: (user: UserNode, _args, { viewer }) =>
          viewer?.userId === user.id ? this.stats.of(viewer) : null,
      },
      Badge: {
        __resolveReference: referenceResolver(({ id }: { id: string }, { catalogue }: InsightsContext) => {
          const badgeId = idOf(id);
          return badgeId ? catalogue.load(badgeId) : null;
        }),
      },
    };
  }
}
