import { Injectable } from '@nestjs/common';
import type { PendingEvent } from '@crema/messaging';
import { DataSource, type EntityManager } from 'typeorm';
import { friendEntriesSql, type FriendEntryRow } from '../friend-entries/friend-entry-sql';
import { relationJoinSql, visibleSql } from '../privacy/visibility-sql';
import { DeletedUsersRepository } from '../user-cards/deleted-users.repository';
import { UserCountersRepository } from '../user-counters/user-counters.repository';
import type { FollowList } from './follow-cursor';

export interface FollowEntryRow extends FriendEntryRow {
  /** bigint, as pg answers it: the list's sort key. */
  edge_id: string;
}

/** The followed person after a follow or unfollow, as the actor sees them. */
export interface FolloweeView {
  /** Whether their profile is visible to the actor (ADR 0005), with the new edge (or without the old one). */
  canView: boolean;
  followersCount: number;
}

/** Above every edge id: the first page starts below it. */
const FIRST_PAGE = '9223372036854775807';

/**
 * Each list over the owner `$2`, with `c` the person shown and `edgeId` the list's sort key.
 * Friends are edges answered by the reverse edge; a friendship is as recent as the later of the
 * two, and its scan is bounded by the owner's own following.
 */
const LIST_SOURCES: Record<FollowList, { edgeId: string; from: string; where: string }> = {
  following: {
    edgeId: 'f.id',
    from: 'social.follows f JOIN social.user_cards c ON c.id = f.following_id',
    where: 'f.follower_id = $2',
  },
  followers: {
    edgeId: 'f.id',
    from: 'social.follows f JOIN social.user_cards c ON c.id = f.follower_id',
    where: 'f.following_id = $2',
  },
  friends: {
    edgeId: 'greatest(f.id, r.id)',
    from: `social.follows f
      JOIN social.follows r ON r.follower_id = f.following_id AND r.following_id = f.follower_id
      JOIN social.user_cards c ON c.id = f.following_id`,
    where: 'f.follower_id = $2',
  },
};

/**
 * The follow edges. A write changes the edge, both users' counters and writes its event in one
 * transaction, and only when the edge really changed: following twice is one follow.
 */
@Injectable()
export class FollowsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly counters: UserCountersRepository,
    private readonly deletedUsers: DeletedUsersRepository,
  ) {}

  /** `followingId` after the follow; null when either user has no card (any more). */
  follow(
    followerId: number,
    followingId: number,
    eventOf: (createdAt: Date) => PendingEvent,
  ): Promise<FolloweeView | null> {
    return this.dataSource.transaction(async (manager) => {
      // Both users, held until commit: a purge of either waits, then sees (and removes) the edge.
      if (!(await this.deletedUsers.lockAlive(manager, [followerId, followingId]))) return null;
      const cards = await manager.query<unknown[]>(
        `SELECT 1 FROM social.user_cards WHERE id = ANY($1::int[])`,
        [[followerId, followingId]],
      );
      if (cards.length < 2) return null;
      const [inserted] = await manager.query<{ created_at: Date }[]>(
        `INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $2)
         ON CONFLICT (follower_id, following_id) DO NOTHING RETURNING created_at`,
        [followerId, followingId],
      );
      if (inserted) {
        await this.counters.shift(manager, [
          { userId: followerId, following: 1 },
          { userId: followingId, followers: 1 },
        ]);
        await eventOf(inserted.created_at).appendTo(manager);
      }
      return this.followee(manager, followerId, followingId);
    });
  }

  /** `followingId` after the unfollow; null when that user has no card. */
  unfollow(
    followerId: number,
    followingId: number,
    eventOf: () => PendingEvent,
  ): Promise<FolloweeView | null> {
    return this.dataSource.transaction(async (manager) => {
      const [deleted] = await manager.query<[unknown[], number]>(
        `DELETE FROM social.follows WHERE follower_id = $1 AND following_id = $2 RETURNING id`,
        [followerId, followingId],
      );
      if (deleted.length > 0) {
        await this.counters.shift(manager, [
          { userId: followerId, following: -1 },
          { userId: followingId, followers: -1 },
        ]);
        await eventOf().appendTo(manager);
      }
      return this.followee(manager, followerId, followingId);
    });
  }

  /**
   * Whether the edge exists, held (FOR SHARE) until the caller's transaction ends: an unfollow
   * waits for it, so its follow.deleted comes after whatever the caller wrote about the edge.
   */
  async holdEdge(
    manager: EntityManager,
    edge: { followerId: number; followingId: number },
  ): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM social.follows WHERE follower_id = $1 AND following_id = $2 FOR SHARE`,
      [edge.followerId, edge.followingId],
    );
    return rows.length > 0;
  }

  /** Read in the write's transaction, so the answer is the state the write left. */
  private async followee(
    manager: EntityManager,
    followerId: number,
    followingId: number,
  ): Promise<FolloweeView | null> {
    const [row] = await manager.query<{ can_view: boolean; followers_count: number }[]>(
      `SELECT ${visibleSql('$1::int')} AS can_view, COALESCE(n.followers_count, 0) AS followers_count
       FROM social.user_cards c LEFT JOIN social.user_counters n ON n.user_id = c.id ${relationJoinSql('$1::int')}
       WHERE c.id = $2`,
      [followerId, followingId],
    );
    return row ? { canView: row.can_view, followersCount: row.followers_count } : null;
  }

  /**
   * One page of `ownerId`'s list as `viewerId` sees its entries, newest edge first, below the edge
   * `beforeEdgeId`; one more than `limit` tells whether a next page exists.
   */
  page(
    list: FollowList,
    ownerId: number,
    viewerId: number | null,
    beforeEdgeId: number | undefined,
    limit: number,
  ): Promise<FollowEntryRow[]> {
    const { edgeId, from, where } = LIST_SOURCES[list];
    return this.dataSource.query<FollowEntryRow[]>(
      friendEntriesSql(
        '$1::int',
        `SELECT ${edgeId} AS edge_id, c.id FROM ${from}
         WHERE ${where} AND ${edgeId} < $3::bigint ORDER BY ${edgeId} DESC LIMIT $4`,
        'ORDER BY page.edge_id DESC',
      ),
      [viewerId, ownerId, beforeEdgeId ?? FIRST_PAGE, limit],
    );
  }
}
