import { Injectable } from '@nestjs/common';
import type { LikeState } from '@crema/contracts/checkins/check-in';
import { likeCreated, likeDeleted } from '@crema/contracts/checkins/events';
import { DataSource, type EntityManager } from 'typeorm';
import { nullIfReferenceGone } from '@crema/database';
import { appendEvent } from '@crema/messaging';

/**
 * Likes and the check-ins' likes_count, changed in one transaction: the row decides whether the
 * counter moves and whether a like.* event goes out, so the count stays exact under concurrency and
 * liking twice is one like (and one event).
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
        if (inserted.length === 0) return this.state(true, await this.count(manager, checkInId));
        const shifted = await this.shift(manager, checkInId, +1);
        if (shifted) await appendEvent(manager, likeCreated, { checkInId, userId, ownerId: shifted.user_id });
        return this.state(true, shifted?.likes_count ?? null);
      }),
    );
  }

  unlike(checkInId: number, userId: number): Promise<LikeState | null> {
    return this.dataSource.transaction(async (manager) => {
      const [deleted] = await manager.query<[unknown[], number]>(
        `DELETE FROM checkins.likes WHERE check_in_id = $1 AND user_id = $2 RETURNING user_id`,
        [checkInId, userId],
      );
      if (deleted.length === 0) return this.state(false, await this.count(manager, checkInId));
      const shifted = await this.shift(manager, checkInId, -1);
      if (shifted) await appendEvent(manager, likeDeleted, { checkInId, userId, ownerId: shifted.user_id });
      return this.state(false, shifted?.likes_count ?? null);
    });
  }

  private state(isLiked: boolean, likesCount: number | null): LikeState | null {
    return likesCount === null ? null : { isLiked, likesCount };
  }

  private async shift(
    manager: EntityManager,
    checkInId: number,
    by: 1 | -1,
  ): Promise<{ likes_count: number; user_id: number } | null> {
    const [rows] = await manager.query<[{ likes_count: number; user_id: number }[], number]>(
      `UPDATE checkins.check_ins SET likes_count = likes_count + $2 WHERE id = $1 RETURNING likes_count, user_id`,
      [checkInId, by],
    );
    return rows[0] ?? null;
  }

  private async count(manager: EntityManager, checkInId: number): Promise<number | null> {
    const rows = await manager.query<{ likes_count: number }[]>(
      `SELECT likes_count FROM checkins.check_ins WHERE id = $1`,
      [checkInId],
    );
    return rows[0]?.likes_count ?? null;
  }
}
