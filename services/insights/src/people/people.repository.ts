import { Injectable } from '@nestjs/common';
import type { UserProfile } from '@crema/contracts/identity/user';
import type { Viewer } from '@crema/contracts/common/rpc';
import { UserTombstones } from '@crema/database';
import { DataSource, type EntityManager } from 'typeorm';
import { INSIGHTS_SCHEMA } from '../database/insights-schema';

/** A person insights knows and whether one viewer may see their profile. */
export interface PersonVisibility {
  id: number;
  visible: boolean;
}

/** Each person `where` picks (`$1`) and whether the viewer `$2` may see their profile. */
function visibilitySql(where: string): string {
  return `SELECT u.id, COALESCE(u.id = $2 OR u.profile_visibility = 'public'
      OR (u.profile_visibility = 'friends'
          AND EXISTS (SELECT 1 FROM insights.follows WHERE follower_id = u.id AND following_id = $2)
          AND EXISTS (SELECT 1 FROM insights.follows WHERE follower_id = $2 AND following_id = u.id)),
    false) AS visible
  FROM insights.users u WHERE ${where}`;
}

/** The people insights knows (their privacy), their tombstones, and the purge of a deleted person. */
@Injectable()
export class PeopleRepository {
  readonly tombstones = new UserTombstones(INSIGHTS_SCHEMA);

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The person named `username` and whether the viewer may see their profile (ADR 0005: themselves,
   * a public profile, or a friends-only one when both follow each other); null for no such person.
   */
  async findProfile(username: string, viewer: Viewer): Promise<PersonVisibility | null> {
    const rows = await this.dataSource.query<PersonVisibility[]>(
      `${visibilitySql('lower(u.username) = lower($1)')} ORDER BY u.id LIMIT 1`,
      [username, viewer?.userId ?? null],
    );
    return rows[0] ?? null;
  }

  /** findProfile of the people of `ids` that exist, in one query (any order). */
  findProfilesByIds(ids: readonly number[], viewer: Viewer): Promise<PersonVisibility[]> {
    return ids.length === 0
      ? Promise.resolve([])
      : this.dataSource.query<PersonVisibility[]>(visibilitySql('u.id = ANY($1::int[])'), [
          ids,
          viewer?.userId ?? null,
        ]);
  }

  /**
   * From user.registered/user.updated, as of the event's time: an event older than what the row
   * holds (a retried one overtaken by a newer one) changes nothing, so an old "public" never undoes
   * a newer "private".
   */
  async upsert(manager: EntityManager, user: UserProfile, asOf: Date): Promise<void> {
    if (!(await this.tombstones.lockAlive(manager, [user.id]))) return;
    await manager.query(
      `INSERT INTO insights.users (id, username, profile_visibility, share_check_ins, updated_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username,
         profile_visibility = EXCLUDED.profile_visibility, share_check_ins = EXCLUDED.share_check_ins,
         updated_at = EXCLUDED.updated_at
       WHERE insights.users.updated_at <= EXCLUDED.updated_at`,
      [user.id, user.username, user.profileVisibility, user.shareCheckIns, asOf],
    );
  }

  /**
   * Everything insights holds about the person goes, and what they gave others (likes, comments,
   * follows). Progress may drop for those others; badges already earned stay (docs/adr/0010).
   */
  async purge(manager: EntityManager, userId: number): Promise<void> {
    await this.tombstones.markDeleted(manager, userId);
    await manager.query(
      `WITH gone AS (DELETE FROM insights.check_in_facts WHERE user_id = $1 RETURNING check_in_id),
       tombstones AS (
         INSERT INTO insights.deleted_check_ins (check_in_id) SELECT check_in_id FROM gone ON CONFLICT DO NOTHING
       ),
       forgotten_likes AS (
         DELETE FROM insights.like_changes WHERE user_id = $1 OR check_in_id IN (SELECT check_in_id FROM gone)
       )
       DELETE FROM insights.comments WHERE user_id = $1 OR check_in_id IN (SELECT check_in_id FROM gone)`,
      [userId],
    );
    await manager.query(`DELETE FROM insights.likes WHERE user_id = $1 OR owner_id = $1`, [userId]);
    for (const table of ['follows', 'follow_changes']) {
      await manager.query(`DELETE FROM insights.${table} WHERE follower_id = $1 OR following_id = $1`, [
        userId,
      ]);
    }
    await manager.query(`DELETE FROM insights.user_badges WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM insights.recommendation_cache WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM insights.fact_versions WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM insights.users WHERE id = $1`, [userId]);
  }
}
