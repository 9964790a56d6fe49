import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { recordEdgeChange, type EdgeChanges } from '../common/edge-changes';
import { lockCheckInOwner } from '../facts/check-in-facts.repository';
import { PeopleRepository } from '../people/people.repository';

export interface LikeEdge {
  checkInId: number;
  userId: number;
  ownerId: number;
}

export interface CommentFact {
  id: number;
  checkInId: number;
  userId: number;
}

const LIKE_CHANGES: EdgeChanges = { table: 'like_changes', keys: ['check_in_id', 'user_id'] };
/** Serialises a comment's creation with its deletion (against its tombstone). */
const COMMENT_LOCK = `hashtext('crema.insights.comment')`;

/**
 * Likes received and comments written, as checkins' like.* and comment.* events tell them, in
 * whatever order they arrive: a like is as its latest like or unlike left it, and a deleted
 * comment (its id is never used again) stays deleted.
 */
@Injectable()
export class ReactionsRepository {
  constructor(private readonly people: PeopleRepository) {}

  /**
   * The owner is the check-in fact's when insights has it: an administrator may have reassigned the
   * check-in since the like (whose event names the owner of that moment) was counted.
   */
  async addLike(manager: EntityManager, like: LikeEdge, at: Date): Promise<void> {
    if (!(await this.writable(manager, [like.userId, like.ownerId], like.checkInId))) return;
    await lockCheckInOwner(manager, like.checkInId);
    if (!(await recordEdgeChange(manager, LIKE_CHANGES, [like.checkInId, like.userId], true, at))) return;
    await manager.query(
      `INSERT INTO insights.likes (check_in_id, user_id, owner_id)
       VALUES ($1, $2, COALESCE((SELECT user_id FROM insights.check_in_facts WHERE check_in_id = $1), $3))
       ON CONFLICT DO NOTHING`,
      [like.checkInId, like.userId, like.ownerId],
    );
  }

  async removeLike(manager: EntityManager, like: LikeEdge, at: Date): Promise<void> {
    if (!(await this.writable(manager, [like.userId, like.ownerId], like.checkInId))) return;
    if (!(await recordEdgeChange(manager, LIKE_CHANGES, [like.checkInId, like.userId], false, at))) return;
    await manager.query(`DELETE FROM insights.likes WHERE check_in_id = $1 AND user_id = $2`, [
      like.checkInId,
      like.userId,
    ]);
  }

  async addComment(manager: EntityManager, comment: CommentFact): Promise<void> {
    if (!(await this.writable(manager, [comment.userId], comment.checkInId))) return;
    await manager.query(`SELECT pg_advisory_xact_lock(${COMMENT_LOCK}, $1)`, [comment.id]);
    await manager.query(
      `INSERT INTO insights.comments (id, check_in_id, user_id)
       SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM insights.deleted_comments WHERE id = $1)
       ON CONFLICT DO NOTHING`,
      [comment.id, comment.checkInId, comment.userId],
    );
  }

  async removeComment(manager: EntityManager, comment: CommentFact): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(${COMMENT_LOCK}, $1)`, [comment.id]);
    await manager.query(`INSERT INTO insights.deleted_comments (id) VALUES ($1) ON CONFLICT DO NOTHING`, [
      comment.id,
    ]);
    await manager.query(`DELETE FROM insights.comments WHERE id = $1`, [comment.id]);
  }

  /** Neither person deleted, nor the check-in (whose likes and comments went with it). */
  private async writable(manager: EntityManager, userIds: number[], checkInId: number): Promise<boolean> {
    if (!(await this.people.tombstones.lockAlive(manager, userIds))) return false;
    const gone = await manager.query<unknown[]>(
      `SELECT 1 FROM insights.deleted_check_ins WHERE check_in_id = $1`,
      [checkInId],
    );
    return gone.length === 0;
  }
}
