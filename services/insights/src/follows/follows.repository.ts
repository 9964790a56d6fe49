import { Injectable } from '@nestjs/common';
import type { FollowEdge } from '@crema/contracts/social/events';
import type { EntityManager } from 'typeorm';
import { recordEdgeChange, type EdgeChanges } from '../common/edge-changes';
import { PeopleRepository } from '../people/people.repository';

const FOLLOW_CHANGES: EdgeChanges = { table: 'follow_changes', keys: ['follower_id', 'following_id'] };

/**
 * Follow edges: followers count toward badges, mutual ones make friends (the privacy rule). An edge
 * is as its latest follow or unfollow left it, whatever order their events arrive in.
 */
@Injectable()
export class FollowsRepository {
  constructor(private readonly people: PeopleRepository) {}

  async add(manager: EntityManager, edge: FollowEdge, at: Date): Promise<void> {
    if (!(await this.latest(manager, edge, true, at))) return;
    await manager.query(
      `INSERT INTO insights.follows (follower_id, following_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [edge.followerId, edge.followingId],
    );
  }

  async remove(manager: EntityManager, edge: FollowEdge, at: Date): Promise<void> {
    if (!(await this.latest(manager, edge, false, at))) return;
    await manager.query(`DELETE FROM insights.follows WHERE follower_id = $1 AND following_id = $2`, [
      edge.followerId,
      edge.followingId,
    ]);
  }

  /** Neither person is deleted (their edges went with them) and this change is the edge's latest. */
  private async latest(
    manager: EntityManager,
    edge: FollowEdge,
    present: boolean,
    at: Date,
  ): Promise<boolean> {
    const key = [edge.followerId, edge.followingId] as const;
    if (!(await this.people.tombstones.lockAlive(manager, [...key]))) return false;
    return recordEdgeChange(manager, FOLLOW_CHANGES, key, present, at);
  }
}
