import { Injectable } from '@nestjs/common';
import { checkInDeleted } from '@crema/contracts/checkins/events';
import { appendEvent } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import {
  COUNTED_CHECK_IN_COLUMNS,
  countedCheckIn,
  SearchAggregatesRepository,
  type CountedCheckInRow,
} from '../search/search-aggregates.repository';

export interface PurgedCheckIn {
  id: number;
  photoUrl: string | null;
  photoThumbnailUrl: string | null;
}

/**
 * Removes everything checkins holds about a deleted user, in the caller's transaction, keeping the
 * counters of other users' check-ins and the search aggregates exact.
 */
@Injectable()
export class UserPurgeRepository {
  constructor(private readonly aggregates: SearchAggregatesRepository) {}

  async purge(manager: EntityManager, userId: number): Promise<PurgedCheckIn[]> {
    // First, as every aggregate write does: the user's own writes in flight finish before.
    const wasPublic = await this.aggregates.lockAuthor(manager, userId, 'update');
    // Likes and comments on others' check-ins: delete them and take exactly that many off the counters.
    await manager.query(
      `WITH gone AS (DELETE FROM checkins.likes WHERE user_id = $1 RETURNING check_in_id),
            counted AS (SELECT check_in_id, count(*)::int AS n FROM gone GROUP BY check_in_id)
       UPDATE checkins.check_ins c SET likes_count = c.likes_count - counted.n
       FROM counted WHERE c.id = counted.check_in_id`,
      [userId],
    );
    await manager.query(
      `DELETE FROM checkins.reports r USING checkins.comments cm WHERE cm.id = r.comment_id AND cm.user_id = $1`,
      [userId],
    );
    await manager.query(
      `WITH gone AS (DELETE FROM checkins.comments WHERE user_id = $1 RETURNING check_in_id),
            counted AS (SELECT check_in_id, count(*)::int AS n FROM gone GROUP BY check_in_id)
       UPDATE checkins.check_ins c SET comments_count = c.comments_count - counted.n
       FROM counted WHERE c.id = counted.check_in_id`,
      [userId],
    );
    await manager.query(`DELETE FROM checkins.saved_check_ins WHERE user_id = $1`, [userId]);
    // Their reports, and every report about their check-ins and comments (reports do not cascade).
    await manager.query(
      `DELETE FROM checkins.reports r WHERE r.reporter_id = $1
         OR r.check_in_id IN (SELECT id FROM checkins.check_ins WHERE user_id = $1)`,
      [userId],
    );
    await manager.query(`DELETE FROM checkins.follows WHERE follower_id = $1 OR following_id = $1`, [userId]);
    // The user's check-ins; likes, saves and comments on them cascade.
    // A DELETE answers [rows, count].
    const [rows] = await manager.query<
      [(CountedCheckInRow & { photo_url: string | null; hidden: boolean })[], number]
    >(
      `DELETE FROM checkins.check_ins WHERE user_id = $1 RETURNING ${COUNTED_CHECK_IN_COLUMNS}, photo_url, hidden`,
      [userId],
    );
    const applied = await this.aggregates.apply(
      manager,
      rows
        .filter((row) => row.coffee_id !== null)
        .map((row) => ({
          checkIn: countedCheckIn(row),
          total: -1,
          public: wasPublic && !row.hidden ? -1 : 0,
        })),
    );
    await this.aggregates.settle(manager, applied);
    for (const row of rows) await appendEvent(manager, checkInDeleted, { id: row.id, userId });
    await manager.query(`DELETE FROM checkins.authors WHERE id = $1`, [userId]);
    await manager.query(`INSERT INTO checkins.deleted_users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`, [
      userId,
    ]);
    return rows.map((row) => ({
      id: row.id,
      photoUrl: row.photo_url,
      photoThumbnailUrl: row.photo_thumbnail_url,
    }));
  }
}
