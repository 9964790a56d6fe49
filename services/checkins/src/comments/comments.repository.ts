import { Injectable } from '@nestjs/common';
import { commentCreated, commentDeleted } from '@crema/contracts/checkins/events';
import { DataSource } from 'typeorm';
import { nullIfReferenceGone } from '@crema/database';
import { appendEvent } from '@crema/messaging';

export interface CommentRow {
  id: number;
  check_in_id: number;
  user_id: number;
  username: string;
  avatar_url: string | null;
  content: string;
  created_at: Date;
}

export type CommentDeletion = 'deleted' | 'not_found' | 'forbidden';

const COMMENT_COLUMNS = `cm.id, cm.check_in_id, cm.user_id, COALESCE(a.username, '') AS username, a.avatar_url,
  cm.content, cm.created_at`;

/** Comments, the check-ins' comments_count and the comment.* events, changed in one transaction so the count stays exact. */
@Injectable()
export class CommentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Oldest first, after the comment `afterId`; one more than `limit` tells whether a next page exists. */
  page(checkInId: number, afterId: number, limit: number): Promise<CommentRow[]> {
    return this.dataSource.query<CommentRow[]>(
      `SELECT ${COMMENT_COLUMNS} FROM checkins.comments cm LEFT JOIN checkins.authors a ON a.id = cm.user_id
       WHERE cm.check_in_id = $1 AND cm.id > $2 ORDER BY cm.id LIMIT $3`,
      [checkInId, afterId, limit],
    );
  }

  /** Null when the check-in does not exist (any more). */
  add(checkInId: number, userId: number, content: string): Promise<CommentRow | null> {
    return nullIfReferenceGone(() =>
      this.dataSource.transaction(async (manager) => {
        const [inserted] = await manager.query<{ id: number }[]>(
          `INSERT INTO checkins.comments (check_in_id, user_id, content) VALUES ($1, $2, $3) RETURNING id`,
          [checkInId, userId, content],
        );
        await manager.query(
          `UPDATE checkins.check_ins SET comments_count = comments_count + 1 WHERE id = $1`,
          [checkInId],
        );
        if (inserted) await appendEvent(manager, commentCreated, { id: inserted.id, checkInId, userId });
        const rows = await manager.query<CommentRow[]>(
          `SELECT ${COMMENT_COLUMNS} FROM checkins.comments cm LEFT JOIN checkins.authors a ON a.id = cm.user_id
           WHERE cm.id = $1`,
          [inserted?.id],
        );
        return rows[0] ?? null;
      }),
    );
  }

  /** Deletes the comment when `userId` wrote it or owns the check-in it is on. */
  delete(checkInId: number, commentId: number, userId: number): Promise<CommentDeletion> {
    return this.dataSource.transaction(async (manager) => {
      const [found] = await manager.query<{ user_id: number; owner_id: number }[]>(
        `SELECT cm.user_id, c.user_id AS owner_id
         FROM checkins.comments cm JOIN checkins.check_ins c ON c.id = cm.check_in_id
         WHERE cm.id = $1 AND cm.check_in_id = $2 FOR UPDATE OF cm`,
        [commentId, checkInId],
      );
      if (!found) return 'not_found';
      if (found.user_id !== userId && found.owner_id !== userId) return 'forbidden';
      const [deleted] = await manager.query<[unknown[], number]>(
        `DELETE FROM checkins.comments WHERE id = $1 RETURNING id`,
        [commentId],
      );
      if (deleted.length === 0) return 'not_found';
      await manager.query(`UPDATE checkins.check_ins SET comments_count = comments_count - 1 WHERE id = $1`, [
        checkInId,
      ]);
      await appendEvent(manager, commentDeleted, { id: commentId, checkInId, userId: found.user_id });
      return 'deleted';
    });
  }
}
