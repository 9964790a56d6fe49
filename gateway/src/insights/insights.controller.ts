import type { Actor } from '@crema/contracts/common/rpc';
import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Badge } from '@crema/contracts/insights/badges';
import {
  recommendationsQuery,
  type Recommendations,
  type RecommendationsQuery,
} from '@crema/contracts/insights/recommendations';
import {
  getRecommendations,
  getUserStats,
  listBadges,
  listEarnedBadges,
  listUserBadges,
} from '@crema/contracts/insights/rpc';
import type { UserStats } from '@crema/contracts/insights/stats';
import { usernameParams, type UsernameParams } from '@crema/contracts/social/rest';
import { getCurrentUser } from '@crema/contracts/identity/rpc';
import { RpcClient } from '@crema/messaging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Authenticated, Public } from '../sessions/access.decorators';
import { CurrentActor, OptionalActor } from '../sessions/request-session';

const usernamePipe = new ZodValidationPipe(usernameParams);
const recommendationsPipe = new ZodValidationPipe(recommendationsQuery);

/** Badges, statistics and recommendations (insights service). */
@Controller('api')
export class InsightsController {
  constructor(private readonly rpc: RpcClient) {}

  @Authenticated()
  @Get('badges')
  badges(@CurrentActor() actor: Actor): Promise<Badge[]> {
    return this.rpc.send(listBadges, { actor: actor });
  }

  @Authenticated()
  @Get('user/badges')
  earnedBadges(@CurrentActor() actor: Actor): Promise<Badge[]> {
    return this.rpc.send(listEarnedBadges, { actor: actor });
  }

  @Public()
  @Get('users/:username/badges')
  userBadges(
    @OptionalActor() actor: Actor | undefined,
    @Param(usernamePipe) params: UsernameParams,
  ): Promise<Badge[]> {
    return this.rpc.send(listUserBadges, { viewer: actor ?? null, username: params.username });
  }

  @Authenticated()
  @Get('user/stats')
  stats(@CurrentActor() actor: Actor): Promise<UserStats> {
    return this.rpc.send(getUserStats, { actor: actor });
  }

  @Authenticated()
  @Get('recommendations')
  async recommendations(
    @CurrentActor() actor: Actor,
    @Query(recommendationsPipe) query: RecommendationsQuery,
  ): Promise<Recommendations> {
    // The settings that shape them are identity's: read fresh, so a change applies at once.
    const { preferences } = await this.rpc.send(getCurrentUser, { actor });
    const { defaultBrewMethod, coffeeStrengthPreference, measurementUnit } = preferences;
    return this.rpc.send(getRecommendations, {
      actor,
      refresh: query.refresh,
      taste: { defaultBrewMethod, coffeeStrengthPreference, measurementUnit },
    });
  }
}
