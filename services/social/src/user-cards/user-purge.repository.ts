import { Injectable } from '@nestjs/common';
import type { FollowEdge } from '@crema/contracts/social/events';
import type { PendingEvent } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { UserCountersRepository, type CounterShift } from '../user-counters/user-counters.repository';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { DeletedUsersRepository } from './deleted-users.repository';

/**
 * Removes everything social holds about a deleted user, in the caller's transaction: their card,
 * check-in facts, counters and notifications (also their part in others'), and every follow edge in both directions, each with its event and
 * with the other side's counter moved. A tombstone stays, so nothing of the user comes back.
 */
@Injectable()
export class UserPurgeRepository {
  constructor(
    private readonly counters: UserCountersRepository,
    private readonly deletedUsers: DeletedUsersRepository,
    private readonly notifications: NotificationsRepository,
  ) {}

  async purge(
    manager: EntityManager,
    userId: number,
    eventOf: (removed: FollowEdge) => PendingEvent,
  ): Promise<FollowEdge[]> {
    // First: the writes about this user in flight (a follow, a card, a fact) commit before the
    // statements below read, and later ones find the tombstone.
    await this.deletedUsers.markDeleted(manager, userId);
    await manager.query(`DELETE FROM social.user_cards WHERE id = $1`, [userId]);
    // A DELETE answers [rows, count].
    const [rows] = await manager.query<[{ follower_id: number; following_id: number }[], number]>(
      `DELETE FROM social.follows WHERE follower_id = $1 OR following_id = $1
       RETURNING follower_id, following_id`,
      [userId],
    );
    const removed = rows.map((row) => ({ followerId: row.follower_id, followingId: row.following_id }));
    await this.counters.shift(
      manager,
      removed.map((edge) => otherSideShift(edge, userId)),
    );
    for (const edge of removed) await eventOf(edge).appendTo(manager);
    await manager.query(`DELETE FROM social.check_in_facts WHERE user_id = $1`, [userId]);
    await this.counters.forget(manager, userId);
    await this.notifications.purgeUser(manager, userId);
    return removed;
  }
}

/** The edge's other end loses a follower (the user followed them) or a followee (they followed the user). */
function otherSideShift(edge: FollowEdge, userId: number): CounterShift {
  return edge.followerId === userId
    ? { userId: edge.followingId, followers: -1 }
    : { userId: edge.followerId, following: -1 };
}
