import { Injectable } from '@nestjs/common';
import type { FollowEdge } from '@crema/contracts/social/events';
import type { EntityManager } from 'typeorm';
import { PeopleRepository } from '../people/people.repository';

/** Follow edges: followers count toward badges, mutual ones make friends (the privacy rule). */
@Injectable()
export class FollowsRepository {
  constructor(private readonly people: PeopleRepository) {}

  async add(manager: EntityManager, edge: FollowEdge): Promise<void> {
    if (!(await this.people.tombstones.lockAlive(manager, [edge.followerId, edge.followingId]))) return;
    await manager.query(
      `INSERT INTO insights.follows (follower_id, following_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [edge.followerId, edge.followingId],
    );
  }

  async remove(manager: EntityManager, edge: FollowEdge): Promise<void> {
    await manager.query(`DELETE FROM insights.follows WHERE follower_id = $1 AND following_id = $2`, [
      edge.followerId,
      edge.followingId,
    ]);
  }
}
