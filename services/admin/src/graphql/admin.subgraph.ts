import { Inject, Injectable } from '@nestjs/common';
import { analyticsQuery, type Analytics } from '@crema/contracts/admin/analytics';
import { catalogueQuery } from '@crema/contracts/admin/catalogue';
import type { Viewer } from '@crema/contracts/common/rpc';
import type { GraphqlRequest, GraphqlResponse } from '@crema/contracts/graphql/request';
import { ADMIN_SUBGRAPH_SDL } from '@crema/contracts/graphql/subgraphs/admin';
import {
  connectionOf,
  pageQueryInput,
  parseArguments,
  SubgraphExecutor,
  type ConnectionArgs,
  type Subgraph,
  type SubgraphResolvers,
} from '@crema/messaging';
import type { Logger } from 'pino';
import { AnalyticsService } from '../analytics/analytics.service';
import { CoffeeBagsService } from '../catalogue/coffee-bags.service';
import { RoastersService } from '../catalogue/roasters.service';
import { requireAdministrator } from '../common/admin-only.guard';
import { LOGGER } from '../common/tokens';
import { RulesService } from '../moderation/rules.service';

interface AdminContext {
  viewer: Viewer;
}

interface CatalogueArgs extends ConnectionArgs {
  query?: string | null;
}

interface AnalyticsArgs {
  period: string;
  startDate?: string | null;
  endDate?: string | null;
}

/** The GraphQL arguments of a catalogue list as the REST query reads them. */
function catalogueInput(args: CatalogueArgs) {
  return parseArguments(catalogueQuery, {
    ...pageQueryInput(args),
    ...(args.query ? { query: args.query } : {}),
  });
}

/** admin's part of the graph: analytics, the catalogue and moderation rules, for administrators only. */
@Injectable()
export class AdminSubgraph implements Subgraph {
  private readonly executor: SubgraphExecutor<AdminContext>;

  constructor(
    private readonly analytics: AnalyticsService,
    private readonly roasters: RoastersService,
    private readonly bags: CoffeeBagsService,
    private readonly rules: RulesService,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.executor = new SubgraphExecutor(ADMIN_SUBGRAPH_SDL, this.resolvers(), logger);
  }

  execute(request: GraphqlRequest, viewer: Viewer): Promise<GraphqlResponse> {
    return this.executor.execute(request, { viewer });
  }

  private resolvers(): SubgraphResolvers<AdminContext> {
    return {
      AnalyticsPeriod: { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly', CUSTOM: 'custom' },
      ModerationAction: { FLAG: 'flag', HIDE: 'hide' },
      Query: {
        adminAnalytics: async (_root, args: AnalyticsArgs, { viewer }) => {
          requireAdministrator(viewer);
          const query = parseArguments(analyticsQuery, {
            period: args.period,
            ...(args.startDate ? { startDate: args.startDate } : {}),
            ...(args.endDate ? { endDate: args.endDate } : {}),
          });
          return analyticsNode(await this.analytics.of(query));
        },
        catalogueRoasters: async (_root, args: CatalogueArgs, { viewer }) => {
          requireAdministrator(viewer);
          return connectionOf(await this.roasters.page(catalogueInput(args)), (roaster) => roaster);
        },
        catalogueCoffeeBags: async (_root, args: CatalogueArgs, { viewer }) => {
          requireAdministrator(viewer);
          return connectionOf(await this.bags.page(catalogueInput(args)), (bag) => bag);
        },
        moderationRules: (_root, _args, { viewer }) => {
          requireAdministrator(viewer);
          return this.rules.list();
        },
      },
    };
  }
}

function analyticsNode(analytics: Analytics) {
  const { 1: one, 2: two, 3: three, 4: four, 5: five } = analytics.ratingBreakdown;
  return { ...analytics, ratingBreakdown: [one, two, three, four, five] };
}
