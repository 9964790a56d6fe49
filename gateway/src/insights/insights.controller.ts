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
import { CurrentSession, OptionalSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';

const usernamePipe = new ZodValidationPipe(usernameParams);
const recommendationsPipe = new ZodValidationPipe(recommendationsQuery);

/** Badges, statistics and recommendations (insights service). */
@Controller('api')
export class InsightsController {
  constructor(private readonly rpc: RpcClient) {}

  @Authenticated()
  @Get('badges')
  badges(@CurrentSession() session: Session): Promise<Badge[]> {
    return this.rpc.send(listBadges, { actor: session.actor });
  }

  @Authenticated()
  @Get('user/badges')
  earnedBadges(@CurrentSession() session: Session): Promise<Badge[]> {
    return this.rpc.send(listEarnedBadges, { actor: session.actor });
  }

  @Public()
  @Get('users/:username/badges')
  userBadges(
    @OptionalSession() session: Session | undefined,
    @Param(usernamePipe) params: UsernameParams,
  ): Promise<Badge[]> {
    return this.rpc.send(listUserBadges, { viewer: session?.actor ?? null, username: params.username });
  }

  @Authenticated()
  @Get('user/stats')
  stats(@CurrentSession() session: Session): Promise<UserStats> {
    return this.rpc.send(getUserStats, { actor: session.actor });
  }

  @Authenticated()
  @Get('recommendations')
  async recommendations(
    @CurrentSession() session: Session,
    @Query(recommendationsPipe) query: RecommendationsQuery,
  ): Promise<Recommendations> {
    // The settings that shape them are identity's: read fresh, so a change applies at once.
    const { preferences } = await this.rpc.send(getCurrentUser, { actor: session.actor });
    const { defaultBrewMethod, coffeeStrengthPreference, measurementUnit } = preferences;
    return this.rpc.send(getRecommendations, {
      actor: session.actor,
      refresh: query.refresh,
      taste: { defaultBrewMethod, coffeeStrengthPreference, measurementUnit },
    });
  }
}
