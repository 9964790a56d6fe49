import { Injectable } from '@nestjs/common';
import type { LikeState } from '@crema/contracts/checkins/check-in';
import { DataSource, type EntityManager } from 'typeorm';
import { nullIfReferenceGone } from '@crema/database';

/**
 * Likes and the check-ins' likes_count, changed in one transaction: the row decides whether the
 * counter moves, so it stays exact under concurrency and liking twice is one like.
 */
@Injectable()
export class LikesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Null when the check-in does not exist (any more). */
  like(checkInId: number, userId: number): Promise<LikeState | null> {
    return nullIfReferenceGone(() =>
      this.dataSource.transaction(async (manager) => {
        const inserted = await manager.query<unknown[]>(
          `INSERT INTO checkins.likes (check_in_id, user_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING user_id`,
          [checkInId, userId],
        );
        const likesCount =
          inserted.length > 0
            ? await this.shift(manager, checkInId, +1)
            : await this.count(manager, checkInId);
        return likesCount === null ? null : { isLiked: true, likesCount };
      }),
    );
  }

  unlike(checkInId: number, userId: number): Promise<LikeState | null> {
    return this.dataSource.transaction(async (manager) => {
      const [deleted] = await manager.query<[unknown[], number]>(
        `DELETE FROM checkins.likes WHERE check_in_id = $1 AND user_id = $2 RETURNING user_id`,
        [checkInId, userId],
      );
      const likesCount =
        deleted.length > 0 ? await this.shift(manager, checkInId, -1) : await this.count(manager, checkInId);
      return likesCount === null ? null : { isLiked: false, likesCount };
    });
  }

  private async shift(manager: EntityManager, checkInId: number, by: 1 | -1): Promise<number | null> {
    const [rows] = await manager.query<[{ likes_count: number }[], number]>(
      `UPDATE checkins.check_ins SET likes_count = likes_count + $2 WHERE id = $1 RETURNING likes_count`,
      [checkInId, by],
    );
    return rows[0]?.likes_count ?? null;
  }

  private async count(manager: EntityManager, checkInId: number): Promise<number | null> {
    const rows = await manager.query<{ likes_count: number }[]>(
      `SELECT likes_count FROM checkins.check_ins WHERE id = $1`,
      [checkInId],
    );
    return rows[0]?.likes_count ?? null;
  }
}
