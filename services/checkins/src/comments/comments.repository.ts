import { Injectable } from '@nestjs/common';
import { commentCreated, commentDeleted } from '@crema/contracts/checkins/events';
import { DataSource, type EntityManager } from 'typeorm';
import { nullIfReferenceGone } from '@crema/database';
import { appendEvent } from '@crema/messaging';
import type { ModerationVerdict } from '../moderation/rule-matching';
import { ReportsRepository } from '../reports/reports.repository';

export interface CommentRow {
  id: number;
  check_in_id: number;
  user_id: number;
  username: string;
  avatar_url: string | null;
  content: string;
  created_at: Date;
}

/** A comment locked for a write, with the owner of its check-in. */
export interface LockedComment {
  id: number;
  checkInId: number;
  userId: number;
  ownerId: number;
  hidden: boolean;
}

export type CommentDeletion = 'deleted' | 'not_found' | 'forbidden';

const COMMENT_COLUMNS = `cm.id, cm.check_in_id, cm.user_id, COALESCE(a.username, '') AS username, a.avatar_url,
  cm.content, cm.created_at`;

/**
 * Comments, the check-ins' comments_count (every comment, hidden ones too) and the comment.*
 * events, changed in one transaction so the count stays exact. Writes lock the check-in's row
 * before the comment's (the order of a check-in's delete, which takes its comments with it).
 */
@Injectable()
export class CommentsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reports: ReportsRepository,
  ) {}

  /**
   * Oldest first, after the comment `afterId`; one more than `limit` tells whether a next page
   * exists. Hidden comments only for their author (`viewerId`) and administrators (`seesHidden`).
   */
  page(
    checkInId: number,
    afterId: number,
    limit: number,
    viewerId: number | null,
    seesHidden: boolean,
  ): Promise<CommentRow[]> {
    return this.dataSource.query<CommentRow[]>(
      `SELECT ${COMMENT_COLUMNS} FROM checkins.comments cm LEFT JOIN checkins.authors a ON a.id = cm.user_id
       WHERE cm.check_in_id = $1 AND cm.id > $2 AND (NOT cm.hidden OR cm.user_id = $4::int OR $5::bool)
       ORDER BY cm.id LIMIT $3`,
      [checkInId, afterId, limit, viewerId, seesHidden],
    );
  }

  /** Null when the check-in does not exist (any more). The rules' reports (and hiding) commit with it. */
  add(
    checkInId: number,
    userId: number,
    content: string,
    moderation: ModerationVerdict,
  ): Promise<CommentRow | null> {
    return nullIfReferenceGone(() =>
      this.dataSource.transaction(async (manager) => {
        const [inserted] = await manager.query<{ id: number }[]>(
          `INSERT INTO checkins.comments (check_in_id, user_id, content, hidden) VALUES ($1, $2, $3, $4) RETURNING id`,
          [checkInId, userId, content, moderation.hidden],
        );
        if (!inserted) return null;
        const [[checkIn]] = await manager.query<[{ user_id: number }[], number]>(
          `UPDATE checkins.check_ins SET comments_count = comments_count + 1 WHERE id = $1 RETURNING user_id`,
          [checkInId],
        );
        await appendEvent(manager, commentCreated, {
          id: inserted.id,
          checkInId,
          userId,
          ownerId: checkIn!.user_id,
          hidden: moderation.hidden,
        });
        await this.reports.addRuleReports(manager, { checkInId, commentId: inserted.id }, moderation.reports);
        const rows = await manager.query<CommentRow[]>(
          `SELECT ${COMMENT_COLUMNS} FROM checkins.comments cm LEFT JOIN checkins.authors a ON a.id = cm.user_id
           WHERE cm.id = $1`,
          [inserted.id],
        );
        return rows[0] ?? null;
      }),
    );
  }

  /** Deletes the comment when `userId` wrote it or owns the check-in it is on; its open reports go. */
  delete(checkInId: number, commentId: number, userId: number): Promise<CommentDeletion> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.lock(manager, checkInId, commentId);
      if (!found) return 'not_found';
      if (found.userId !== userId && found.ownerId !== userId) return 'forbidden';
      await this.reports.dropOpen(manager, { checkInId, commentId });
      await this.removeLocked(manager, found);
      return 'deleted';
    });
  }

  /** Locks the check-in's row, then the comment's; null when either is gone. */
  async lock(manager: EntityManager, checkInId: number, commentId: number): Promise<LockedComment | null> {
    const [checkIn] = await manager.query<{ user_id: number }[]>(
      `SELECT user_id FROM checkins.check_ins WHERE id = $1 FOR NO KEY UPDATE`,
      [checkInId],
    );
    if (!checkIn) return null;
    const [comment] = await manager.query<{ user_id: number; hidden: boolean }[]>(
      `SELECT user_id, hidden FROM checkins.comments WHERE id = $1 AND check_in_id = $2 FOR UPDATE`,
      [commentId, checkInId],
    );
    if (!comment) return null;
    return {
      id: commentId,
      checkInId,
      userId: comment.user_id,
      ownerId: checkIn.user_id,
      hidden: comment.hidden,
    };
  }

  /** Deletes a comment `lock` locked, with its count and its event. */
  async removeLocked(manager: EntityManager, comment: LockedComment): Promise<void> {
    await manager.query(`DELETE FROM checkins.comments WHERE id = $1`, [comment.id]);
    await manager.query(`UPDATE checkins.check_ins SET comments_count = comments_count - 1 WHERE id = $1`, [
      comment.checkInId,
    ]);
    await appendEvent(manager, commentDeleted, {
      id: comment.id,
      checkInId: comment.checkInId,
      userId: comment.userId,
      ownerId: comment.ownerId,
    });
  }

  async unhide(manager: EntityManager, commentId: number): Promise<void> {
    await manager.query(`UPDATE checkins.comments SET hidden = false WHERE id = $1`, [commentId]);
  }
}
