import { Injectable } from '@nestjs/common';
import type { CheckInState } from '@crema/contracts/checkins/events';
import type { EntityManager } from 'typeorm';
import { FollowsRepository } from '../follows/follows.repository';
import { DeletedUsersRepository } from '../user-cards/deleted-users.repository';
import { NotificationsRepository } from './notifications.repository';

/** An event's identity and time: the notification's source and its `createdAt`. */
export interface EventStamp {
  id: string;
  at: Date;
}

/** How old an event may be and still notify: a replayed history must not ring the bell. */
export const NOTIFY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Turns what happened into notifications, in the transaction that records the event as handled
 * (so a retried or duplicated event never notifies twice). Nobody is notified of their own acts.
 * A notification first holds its recipient and people alive (ADR 0016): this durable may take an
 * event after the user.deleted that social-users purged them on, and a purge must not be undone.
 */
@Injectable()
export class NotificationWriter {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly deletedUsers: DeletedUsersRepository,
    private readonly follows: FollowsRepository,
  ) {}

  /** A follow.created retried after its unfollow finds no edge: the follow.deleted had nothing to withdraw. */
  async followed(
    manager: EntityManager,
    stamp: EventStamp,
    edge: { followerId: number; followingId: number },
  ): Promise<void> {
    if (!fresh(stamp)) return;
    if (!(await this.deletedUsers.lockAlive(manager, [edge.followerId, edge.followingId]))) return;
    if (!(await this.follows.holdEdge(manager, edge))) return;
    await this.notifications.insert(manager, [edge.followingId], {
      type: 'follow',
      actorIds: [edge.followerId],
      sourceEvent: stamp.id,
      createdAt: stamp.at,
    });
  }

  unfollowed(manager: EntityManager, edge: { followerId: number; followingId: number }): Promise<void> {
    return this.notifications.withdrawFollow(manager, edge.followingId, edge.followerId);
  }

  /**
   * Likes of one check-in within an hour fold into one unread notification. A like.created retried
   * after its unlike finds that unlike recorded (checkins owns the likes: social keeps the unlikes).
   */
  async liked(
    manager: EntityManager,
    stamp: EventStamp,
    like: { checkInId: number; userId: number; ownerId: number },
  ): Promise<void> {
    if (like.userId === like.ownerId || !fresh(stamp)) return;
    if (!(await this.deletedUsers.lockAlive(manager, [like.ownerId, like.userId]))) return;
    if (!(await this.notifications.holdCheckIn(manager, like))) return;
    const edge = { ownerId: like.ownerId, likerId: like.userId, checkInId: like.checkInId };
    if (await this.notifications.unlikedSince(manager, edge, stamp.at)) return;
    const folded = await this.notifications.foldLike(manager, {
      ...edge,
      sourceEvent: stamp.id,
      at: stamp.at,
    });
    if (folded) return;
    await this.notifications.insert(manager, [like.ownerId], {
      type: 'like',
      actorIds: [like.userId],
      checkInId: like.checkInId,
      sourceEvent: stamp.id,
      createdAt: stamp.at,
    });
  }

  /**
   * Withdraws the like, and records the unlike for its like.created should that come later.
   * Nothing for a deleted person: their purge withdrew it all.
   */
  async unliked(
    manager: EntityManager,
    stamp: EventStamp,
    like: { checkInId: number; userId: number; ownerId: number },
  ): Promise<void> {
    if (!(await this.deletedUsers.lockAlive(manager, [like.ownerId, like.userId]))) return;
    const edge = { ownerId: like.ownerId, likerId: like.userId, checkInId: like.checkInId };
    await this.notifications.withdrawLike(manager, edge);
    await this.notifications.recordUnlike(manager, { ...edge, at: stamp.at }, forgetBefore());
  }

  /**
   * A comment a rule hid is not announced: its owner could not read it. A comment.created retried
   * after its comment.deleted, or its check-in's checkin.deleted, finds that deletion recorded.
   */
  async commented(
    manager: EntityManager,
    stamp: EventStamp,
    comment: { id: number; checkInId: number; userId: number; ownerId: number; hidden: boolean },
  ): Promise<void> {
    if (comment.userId === comment.ownerId || comment.hidden || !fresh(stamp)) return;
    if (!(await this.deletedUsers.lockAlive(manager, [comment.ownerId, comment.userId]))) return;
    if (!(await this.notifications.holdCheckIn(manager, comment))) return;
    if (await this.notifications.commentWithdrawn(manager, comment.id)) return;
    await this.notifications.insert(manager, [comment.ownerId], {
      type: 'comment',
      actorIds: [comment.userId],
      checkInId: comment.checkInId,
      commentId: comment.id,
      sourceEvent: stamp.id,
      createdAt: stamp.at,
    });
  }

  /** Withdraws the comment's notification, and records the deletion for its comment.created should that come later. */
  uncommented(
    manager: EntityManager,
    stamp: EventStamp,
    comment: { id: number; ownerId: number },
  ): Promise<void> {
    return this.notifications.withdrawComment(
      manager,
      { ownerId: comment.ownerId, commentId: comment.id, at: stamp.at },
      forgetBefore(),
    );
  }

  async earnedBadge(
    manager: EntityManager,
    stamp: EventStamp,
    badge: { userId: number; badgeId: number; badgeName: string },
  ): Promise<void> {
    if (!fresh(stamp)) return;
    if (!(await this.deletedUsers.lockAlive(manager, [badge.userId]))) return;
    await this.notifications.insert(manager, [badge.userId], {
      type: 'badge',
      actorIds: [],
      badgeId: badge.badgeId,
      detail: badge.badgeName,
      sourceEvent: stamp.id,
      createdAt: stamp.at,
    });
  }

  /** A removed check-in is not pointed at (it is gone); a warned one, or a removed comment's, is. */
  async moderated(
    manager: EntityManager,
    stamp: EventStamp,
    action: {
      userId: number;
      action: 'removed' | 'warned';
      checkInId: number;
      commentId: number | null;
      reason: string;
    },
  ): Promise<void> {
    if (!fresh(stamp)) return;
    if (!(await this.deletedUsers.lockAlive(manager, [action.userId]))) return;
    const checkInGone = action.action === 'removed' && action.commentId === null;
    await this.notifications.insert(manager, [action.userId], {
      type: 'moderation',
      actorIds: [],
      checkInId: checkInGone ? null : action.checkInId,
      commentId: action.commentId,
      detail: action.reason,
      moderationAction: action.action,
      sourceEvent: stamp.id,
      createdAt: stamp.at,
    });
  }

  /**
   * Friends who opted in hear of a new check-in they may see; one a rule hid is announced to
   * nobody.
   */
  async checkedIn(manager: EntityManager, stamp: EventStamp, checkIn: CheckInState): Promise<void> {
    if (checkIn.hidden || !fresh(stamp)) return;
    if (!(await this.deletedUsers.lockAlive(manager, [checkIn.userId]))) return;
    const recipients = await this.aliveFriends(manager, checkIn.userId);
    await this.notifications.insert(manager, recipients, {
      type: 'friend_check_in',
      actorIds: [checkIn.userId],
      checkInId: checkIn.id,
      detail: checkIn.coffeeName,
      sourceEvent: stamp.id,
      createdAt: stamp.at,
    });
  }

  /** Gone: nothing points at it, and a like or comment of it handled later (a retry, say) notifies nobody. */
  async checkInDeleted(manager: EntityManager, stamp: EventStamp, checkInId: number): Promise<void> {
    await this.notifications.recordCheckInDeleted(manager, { checkInId, at: stamp.at }, forgetBefore());
    await this.notifications.forgetCheckIn(manager, checkInId);
  }

  /**
   * Moved to someone else: nothing points at it for the people it was about but its new owner, and
   * a like or comment of it stamped with its former owner, handled later (a retry), notifies nobody.
   * A move older than one already handled changes nothing.
   */
  async checkInReassigned(
    manager: EntityManager,
    stamp: EventStamp,
    move: { checkInId: number; ownerId: number },
  ): Promise<void> {
    const latest = await this.notifications.recordCheckInReassigned(
      manager,
      { ...move, at: stamp.at },
      forgetBefore(),
    );
    if (latest) await this.notifications.forgetCheckIn(manager, move.checkInId, move.ownerId);
  }

  /**
   * The author's friends to tell, each held alive. When a purge of one of them was in flight, its
   * commit took that person's follows: asked again, they are left out (and anyone new, not held).
   */
  private async aliveFriends(manager: EntityManager, authorId: number): Promise<number[]> {
    const friends = await this.notifications.friendCheckInRecipients(manager, authorId);
    if (await this.deletedUsers.lockAlive(manager, friends)) return friends;
    const held = new Set(friends);
    const again = await this.notifications.friendCheckInRecipients(manager, authorId);
    return again.filter((id) => held.has(id));
  }
}

function fresh(stamp: EventStamp): boolean {
  return Date.now() - stamp.at.getTime() <= NOTIFY_MAX_AGE_MS;
}

/** A withdrawal older than this guards nothing any more: every event it could stop is no longer fresh. */
function forgetBefore(): Date {
  return new Date(Date.now() - NOTIFY_MAX_AGE_MS);
}
