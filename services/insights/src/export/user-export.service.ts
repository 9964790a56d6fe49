import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import type { InsightsExport } from '@crema/contracts/insights/rpc';
import { BadgesRepository } from '../badges/badges.repository';

/** The insights part of a person's data export: the badges they earned and the counts behind them. */
@Injectable()
export class UserExportService {
  constructor(private readonly badges: BadgesRepository) {}

  async export(actor: Actor): Promise<InsightsExport> {
    const [catalogue, earned, progress] = await Promise.all([
      this.badges.allBadges(),
      this.badges.earned(actor.userId),
      this.badges.progress(actor.userId),
    ]);
    const names = new Map(catalogue.map((badge) => [badge.id, badge.name]));
    return {
      badges: earned.map(({ badgeId, earnedAt }) => ({
        name: names.get(badgeId) ?? String(badgeId),
        earnedAt: earnedAt.toISOString(),
      })),
      progress: { ...progress },
    };
  }
}
