import { Injectable } from '@nestjs/common';
import { badgeEarned } from '@crema/contracts/insights/events';
import { appendEvent } from '@crema/messaging';
import { DataSource } from 'typeorm';
import { PeopleRepository } from '../people/people.repository';
import { reachedBadges } from './badge-progress';
import { BadgesRepository } from './badges.repository';

/**
 * Evaluates one person's badges and awards the newly reached ones, each with its badge.earned
 * event, in one transaction. Idempotent: a retried or repeated evaluation awards nothing twice.
 */
@Injectable()
export class BadgeAwarder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly badges: BadgesRepository,
    private readonly people: PeopleRepository,
  ) {}

  /** The names of the badges this evaluation awarded. */
  async evaluate(userId: number): Promise<string[]> {
    const catalogue = await this.badges.allBadges();
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.people.tombstones.lockAlive(manager, [userId]))) return [];
      const reached = reachedBadges(catalogue, await this.badges.progress(userId, manager));
      const awarded = await this.badges.award(
        manager,
        userId,
        reached.map((badge) => badge.id),
      );
      const byId = new Map(catalogue.map((badge) => [badge.id, badge]));
      const names: string[] = [];
      for (const { badgeId, earnedAt } of awarded) {
        const badgeName = byId.get(badgeId)?.name ?? String(badgeId);
        names.push(badgeName);
        await appendEvent(manager, badgeEarned, {
          userId,
          badgeId,
          badgeName,
          earnedAt: earnedAt.toISOString(),
        });
      }
      return names;
    });
  }
}
