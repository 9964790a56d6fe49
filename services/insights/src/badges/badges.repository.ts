import { Injectable } from '@nestjs/common';
import { BADGE_REQUIREMENTS, type BadgeRequirement } from '@crema/contracts/insights/badges';
import { DataSource, type EntityManager } from 'typeorm';
import type { CatalogueBadge, Progress } from './badge-progress';

interface BadgeRow {
  id: number;
  name: string;
  description: string;
  icon: CatalogueBadge['icon'];
  category: CatalogueBadge['category'];
  level: number | null;
  requirement: BadgeRequirement;
  requirement_count: number;
}

export interface EarnedBadge {
  badgeId: number;
  earnedAt: Date;
}

/**
 * One person's count per requirement. Check-ins that anti-farming set aside do not count; likes of
 * one's own check-ins neither.
 */
const PROGRESS_SQL = `
  SELECT
    count(*) FILTER (WHERE counts_for_badges) AS check_ins,
    count(DISTINCT coffee_key) FILTER (WHERE counts_for_badges) AS unique_coffees,
    count(DISTINCT roaster_key) FILTER (WHERE counts_for_badges) AS unique_roasters,
    count(DISTINCT brew_method) FILTER (WHERE counts_for_badges) AS brew_methods,
    count(DISTINCT roast_level) FILTER (WHERE counts_for_badges) AS roast_levels,
    count(DISTINCT process) FILTER (WHERE counts_for_badges) AS processing_methods,
    count(*) FILTER (WHERE counts_for_badges AND detailed) AS detailed_brews,
    count(*) FILTER (WHERE counts_for_badges AND espresso_detailed) AS espresso_shots,
    count(DISTINCT origin_key) FILTER (WHERE counts_for_badges) AS origins,
    count(DISTINCT place_key) FILTER (WHERE counts_for_badges) AS cafes,
    (SELECT count(*) FROM insights.follows WHERE following_id = $1) AS followers,
    (SELECT count(*) FROM insights.likes WHERE owner_id = $1 AND user_id <> $1) AS likes_received,
    (SELECT count(*) FROM insights.comments WHERE user_id = $1) AS comments_written
  FROM insights.check_in_facts WHERE user_id = $1`;

/** The badge catalogue, people's progress toward it and the badges they earned. */
@Injectable()
export class BadgesRepository {
  private catalogue: Promise<CatalogueBadge[]> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** The catalogue changes only with a migration, so a process reads it once. */
  allBadges(): Promise<CatalogueBadge[]> {
    this.catalogue ??= this.dataSource
      .query<BadgeRow[]>(`SELECT * FROM insights.badges ORDER BY id`)
      .then((rows) => rows.map(toCatalogueBadge))
      .catch((error: unknown) => {
        this.catalogue = undefined;
        throw error;
      });
    return this.catalogue;
  }

  async progress(userId: number, manager: EntityManager = this.dataSource.manager): Promise<Progress> {
    const [row] = await manager.query<Record<BadgeRequirement, string>[]>(PROGRESS_SQL, [userId]);
    return Object.fromEntries(BADGE_REQUIREMENTS.map((name) => [name, Number(row?.[name] ?? 0)])) as Progress;
  }

  /** Newest first. */
  async earned(userId: number, manager: EntityManager = this.dataSource.manager): Promise<EarnedBadge[]> {
    const rows = await manager.query<{ badge_id: number; earned_at: Date }[]>(
      `SELECT badge_id, earned_at FROM insights.user_badges WHERE user_id = $1 ORDER BY earned_at DESC, badge_id`,
      [userId],
    );
    return rows.map((row) => ({ badgeId: row.badge_id, earnedAt: row.earned_at }));
  }

  /** `earned` of several people in one query: each one's badges, newest first (none for someone without). */
  async earnedByUsers(userIds: readonly number[]): Promise<Map<number, EarnedBadge[]>> {
    const rows =
      userIds.length === 0
        ? []
        : await this.dataSource.query<{ user_id: number; badge_id: number; earned_at: Date }[]>(
            `SELECT user_id, badge_id, earned_at FROM insights.user_badges WHERE user_id = ANY($1::int[])
             ORDER BY earned_at DESC, badge_id`,
            [userIds],
          );
    const earned = new Map<number, EarnedBadge[]>(userIds.map((id) => [id, []]));
    for (const row of rows) earned.get(row.user_id)?.push({ badgeId: row.badge_id, earnedAt: row.earned_at });
    return earned;
  }

  /** Awards the badges not earned yet; answers the ones this call awarded (none on a repeat). */
  async award(manager: EntityManager, userId: number, badgeIds: number[]): Promise<EarnedBadge[]> {
    if (badgeIds.length === 0) return [];
    const rows = await manager.query<{ badge_id: number; earned_at: Date }[]>(
      `INSERT INTO insights.user_badges (user_id, badge_id) SELECT $1, id FROM unnest($2::int[]) AS id
       ON CONFLICT (user_id, badge_id) DO NOTHING RETURNING badge_id, earned_at`,
      [userId, badgeIds],
    );
    return rows.map((row) => ({ badgeId: row.badge_id, earnedAt: row.earned_at }));
  }

  async countEarned(userId: number): Promise<number> {
    const [row] = await this.dataSource.query<{ count: string }[]>(
      `SELECT count(*) FROM insights.user_badges WHERE user_id = $1`,
      [userId],
    );
    return Number(row?.count ?? 0);
  }
}

function toCatalogueBadge(row: BadgeRow): CatalogueBadge {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    category: row.category,
    level: row.level,
    requirement: row.requirement,
    requirementCount: row.requirement_count,
  };
}
