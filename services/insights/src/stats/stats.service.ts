import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import type { UserStats } from '@crema/contracts/insights/stats';
import { BadgesRepository } from '../badges/badges.repository';
import { lastMonths, toUserStats } from './stats-shape';
import { StatsRepository } from './stats.repository';

@Injectable()
export class StatsService {
  constructor(
    private readonly stats: StatsRepository,
    private readonly badges: BadgesRepository,
  ) {}

  async of(actor: Actor): Promise<UserStats> {
    const now = new Date();
    const since = new Date(`${lastMonths(now, 12)[0]!.month}-01T00:00:00Z`);
    const [facts, badgesCount] = await Promise.all([
      this.stats.factsOf(actor.userId, since),
      this.badges.countEarned(actor.userId),
    ]);
    return toUserStats({ ...facts, badgesCount }, now);
  }
}
