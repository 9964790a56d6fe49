import { Injectable } from '@nestjs/common';
import type { NotificationType } from '@crema/contracts/social/notifications';
import { DataSource, type EntityManager } from 'typeorm';
import { shareableSql, relationJoinSql } from '../privacy/visibility-sql';

/** A notification row as the reads answer it, with its latest actor's card. */
export interface NotificationRow {
  id: string;
  user_id: number;
  seq: string;
  type: NotificationType;
  actors_count: number;
  check_in_id: number | null;
  comment_id: number | null;
  badge_id: number | null;
  detail: string | null;
  moderation_action: string | null;
  created_at: Date;
  read_at: Date | null;
  actor_id: number | null;
  actor_username: string | null;
  actor_avatar_url: string | null;
}

/** What a new notification holds besides its recipient and seq. */
export interface NewNotification {
  type: NotificationType;
  actorIds: number[];
  checkInId?: number | null;
  commentId?: number | null;
  badgeId?: number | null;
  detail?: string | null;
  moderationAction?: string | null;
  sourceEvent: string;
  createdAt: Date;
}

/**
 * Every read goes through this: the latest actor's card, and a friend's check-in only while its
 * author's privacy still lets the recipient see it (`$1` is the recipient).
 */
const READ_FROM = `social.notifications n
  LEFT JOIN social.user_cards a ON a.id = n.actor_ids[1]
  ${relationJoinSql('$1', 'a', 'rel')}
  WHERE n.user_id = $1
    AND (n.type <> 'friend_check_in' OR (a.id IS NOT NULL AND ${shareableSql('$1', 'a', 'rel')}))`;

const READ_COLUMNS = `n.id, n.user_id, n.seq, n.type, cardinality(n.actor_ids) AS actors_count, n.check_in_id,
  n.comment_id, n.badge_id, n.detail, n.moderation_action, n.created_at, n.read_at,
  a.id AS actor_id, a.username AS actor_username, a.avatar_url AS actor_avatar_url`;

/** Above every seq: the first page starts below it. */
const FIRST_PAGE = '9223372036854775807';

/** Serialises a comment's notification with its withdrawal (against withdrawn_comments). */
const COMMENT_LOCK = `hashtext('crema.social.comment')`;
/** Keeps a check-in's deletion apart from the like and comment notifications about it (shared). */
const CHECK_IN_LOCK = `hashtext('crema.social.check-in')`;

/**
 * The notifications of the social schema. Every write to a recipient's notifications first takes
 * that recipient's inbox row (a new seq), so their writes commit one after the other in seq order.
 */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Draws the next seq of each recipient, locking their inbox rows (in id order: no deadlocks). */
  async nextSeqs(manager: EntityManager, userIds: readonly number[]): Promise<Map<number, string>> {
    const rows = await manager.query<{ user_id: number; last_seq: string }[]>(
      `INSERT INTO social.notification_inboxes AS i (user_id, last_seq)
       SELECT u, 1 FROM unnest($1::int[]) u ORDER BY u
       ON CONFLICT (user_id) DO UPDATE SET last_seq = i.last_seq + 1
       RETURNING user_id, last_seq`,
      [[...new Set(userIds)]],
    );
    return new Map(rows.map((row) => [row.user_id, row.last_seq]));
  }

  /**
   * Locks a recipient's inbox row without drawing a seq (a withdrawal changes no order). Made when
   * missing, so that before a person's first notification there is a row to lock too: a lock on
   * no row would let that notification and a withdrawal handled at the same moment (another
   * replica) miss each other.
   */
  async lockInbox(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(
      `INSERT INTO social.notification_inboxes AS i (user_id, last_seq) VALUES ($1, 0)
       ON CONFLICT (user_id) DO UPDATE SET last_seq = i.last_seq`,
      [userId],
    );
  }

  /** The same notification for each recipient, each with its own seq. */
  async insert(
    manager: EntityManager,
    recipients: readonly number[],
    notification: NewNotification,
  ): Promise<void> {
    if (recipients.length === 0) return;
    const seqs = await this.nextSeqs(manager, recipients);
    await manager.query(
      `INSERT INTO social.notifications (user_id, seq, type, actor_ids, check_in_id, comment_id, badge_id,
         detail, moderation_action, source_event, created_at)
       SELECT r.user_id, r.seq, $3, $4::int[], $5, $6, $7, $8, $9, $10, $11
       FROM unnest($1::int[], $2::bigint[]) AS r(user_id, seq)`,
      [
        [...seqs.keys()],
        [...seqs.values()],
        notification.type,
        notification.actorIds,
        notification.checkInId ?? null,
        notification.commentId ?? null,
        notification.badgeId ?? null,
        notification.detail ?? null,
        notification.moderationAction ?? null,
        notification.sourceEvent,
        notification.createdAt,
      ],
    );
  }

  /**
   * Folds a like into the owner's unread like notification of the same check-in whose latest like
   * is less than an hour older than this one: the liker first, a new seq, the new time. False when
   * there is none to fold into.
   */
  async foldLike(
    manager: EntityManager,
    like: { ownerId: number; likerId: number; checkInId: number; sourceEvent: string; at: Date },
  ): Promise<boolean> {
    const seq = (await this.nextSeqs(manager, [like.ownerId])).get(like.ownerId);
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE social.notifications SET seq = $4, actor_ids = $3::int || array_remove(actor_ids, $3::int),
         created_at = greatest(created_at, $6), source_event = $5, arrived_at = clock_timestamp()
       WHERE id = (SELECT id FROM social.notifications
         WHERE user_id = $1 AND type = 'like' AND check_in_id = $2 AND read_at IS NULL
           AND created_at > $6::timestamptz - interval '1 hour'
         ORDER BY seq DESC LIMIT 1)
       RETURNING id`,
      [like.ownerId, like.checkInId, like.likerId, seq, like.sourceEvent, like.at],
    );
    return rows.length > 0;
  }

  /** Takes an unliking person out of the unread like notification; one left without people goes. */
  async withdrawLike(manager: EntityManager, like: { ownerId: number; likerId: number; checkInId: number }) {
    await this.lockInbox(manager, like.ownerId);
    await manager.query(
      `UPDATE social.notifications SET actor_ids = array_remove(actor_ids, $3::int)
       WHERE user_id = $1 AND type = 'like' AND check_in_id = $2 AND read_at IS NULL AND $3 = ANY(actor_ids)`,
      [like.ownerId, like.checkInId, like.likerId],
    );
    await manager.query(
      `DELETE FROM social.notifications
       WHERE user_id = $1 AND type = 'like' AND check_in_id = $2 AND cardinality(actor_ids) = 0`,
      [like.ownerId, like.checkInId],
    );
  }

  /**
   * Whether the person unliked the check-in at or after `at`, read under the owner's inbox lock as
   * withdrawLike works: an unlike handled meanwhile has either committed or waits for the caller.
   */
  async unlikedSince(
    manager: EntityManager,
    like: { ownerId: number; likerId: number; checkInId: number },
    at: Date,
  ): Promise<boolean> {
    await this.lockInbox(manager, like.ownerId);
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM social.withdrawn_likes WHERE user_id = $1 AND check_in_id = $2 AND withdrawn_at >= $3`,
      [like.likerId, like.checkInId, at],
    );
    return rows.length > 0;
  }

  /** Records an unlike (the latest one counts), and forgets those from before `forgetBefore`. */
  async recordUnlike(
    manager: EntityManager,
    unlike: { likerId: number; checkInId: number; at: Date },
    forgetBefore: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO social.withdrawn_likes AS w (user_id, check_in_id, withdrawn_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, check_in_id) DO UPDATE SET withdrawn_at = greatest(w.withdrawn_at, EXCLUDED.withdrawn_at)`,
      [unlike.likerId, unlike.checkInId, unlike.at],
    );
    await manager.query(`DELETE FROM social.withdrawn_likes WHERE withdrawn_at < $1`, [forgetBefore]);
  }

  /**
   * Withdraws the unread notification of a deleted comment and records the deletion, under the
   * comment's lock (see commentWithdrawn); forgets deletions from before `forgetBefore`.
   */
  async withdrawComment(
    manager: EntityManager,
    comment: { ownerId: number; commentId: number; at: Date },
    forgetBefore: Date,
  ): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(${COMMENT_LOCK}, $1)`, [comment.commentId]);
    await manager.query(
      `DELETE FROM social.notifications WHERE user_id = $1 AND type = 'comment' AND comment_id = $2 AND read_at IS NULL`,
      [comment.ownerId, comment.commentId],
    );
    await manager.query(
      `INSERT INTO social.withdrawn_comments (comment_id, withdrawn_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [comment.commentId, comment.at],
    );
    await manager.query(`DELETE FROM social.withdrawn_comments WHERE withdrawn_at < $1`, [forgetBefore]);
  }

  /**
   * Whether the comment was deleted, read under its lock (held until the caller's transaction
   * ends) as withdrawComment works: a deletion handled meanwhile has either committed or waits.
   */
  async commentWithdrawn(manager: EntityManager, commentId: number): Promise<boolean> {
    await manager.query(`SELECT pg_advisory_xact_lock(${COMMENT_LOCK}, $1)`, [commentId]);
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM social.withdrawn_comments WHERE comment_id = $1`,
      [commentId],
    );
    return rows.length > 0;
  }

  /** Withdraws the unread notification of a follow undone. */
  async withdrawFollow(manager: EntityManager, followingId: number, followerId: number): Promise<void> {
    await manager.query(
      `DELETE FROM social.notifications
       WHERE user_id = $1 AND type = 'follow' AND actor_ids = ARRAY[$2::int] AND read_at IS NULL`,
      [followingId, followerId],
    );
  }

  /**
   * Records a check-in's deletion, holding its lock until the caller's transaction ends: a like or
   * comment of it notified meanwhile has committed (forgetCheckIn then removes it), a later one
   * waits and finds the record (holdCheckIn). Forgets deletions from before `forgetBefore`.
   */
  async recordCheckInDeleted(
    manager: EntityManager,
    deletion: { checkInId: number; at: Date },
    forgetBefore: Date,
  ): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(${CHECK_IN_LOCK}, $1)`, [deletion.checkInId]);
    await manager.query(
      `INSERT INTO social.deleted_check_ins (check_in_id, deleted_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [deletion.checkInId, deletion.at],
    );
    await manager.query(`DELETE FROM social.deleted_check_ins WHERE deleted_at < $1`, [forgetBefore]);
  }

  /**
   * Records that a check-in now belongs to `ownerId`, under its lock as recordCheckInDeleted does:
   * a like or comment of it stamped with its former owner, handled later, finds the record
   * (holdCheckIn). The latest move by its time wins: false for a move older than the one recorded.
   * Forgets moves from before `forgetBefore`.
   */
  async recordCheckInReassigned(
    manager: EntityManager,
    move: { checkInId: number; ownerId: number; at: Date },
    forgetBefore: Date,
  ): Promise<boolean> {
    await manager.query(`SELECT pg_advisory_xact_lock(${CHECK_IN_LOCK}, $1)`, [move.checkInId]);
    const recorded = await manager.query<unknown[]>(
      `INSERT INTO social.reassigned_check_ins AS r (check_in_id, owner_id, reassigned_at) VALUES ($1, $2, $3)
       ON CONFLICT (check_in_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, reassigned_at = EXCLUDED.reassigned_at
       WHERE r.reassigned_at < EXCLUDED.reassigned_at
       RETURNING 1`,
      [move.checkInId, move.ownerId, move.at],
    );
    await manager.query(`DELETE FROM social.reassigned_check_ins WHERE reassigned_at < $1`, [forgetBefore]);
    return recorded.length > 0;
  }

  /**
   * Whether the check-in is neither known deleted nor known to belong to someone other than the
   * event's `ownerId`, its lock held (shared) until the caller's transaction ends.
   */
  async holdCheckIn(manager: EntityManager, checkIn: { checkInId: number; ownerId: number }): Promise<boolean> {
    await manager.query(`SELECT pg_advisory_xact_lock_shared(${CHECK_IN_LOCK}, $1)`, [checkIn.checkInId]);
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM social.deleted_check_ins WHERE check_in_id = $1
       UNION ALL
       SELECT 1 FROM social.reassigned_check_ins WHERE check_in_id = $1 AND owner_id <> $2`,
      [checkIn.checkInId, checkIn.ownerId],
    );
    return rows.length === 0;
  }

  /**
   * A check-in deleted or moved to someone else: notifications about it go (a moderator's keep
   * their words but no longer point at it), except its new owner's when it moved to `keptFor`.
   */
  async forgetCheckIn(manager: EntityManager, checkInId: number, keptFor: number | null = null): Promise<void> {
    await manager.query(
      `DELETE FROM social.notifications WHERE check_in_id = $1
         AND (type = 'friend_check_in' OR (type IN ('like', 'comment') AND user_id IS DISTINCT FROM $2))`,
      [checkInId, keptFor],
    );
    await manager.query(
      `UPDATE social.notifications SET check_in_id = NULL
       WHERE check_in_id = $1 AND type = 'moderation' AND user_id IS DISTINCT FROM $2`,
      [checkInId, keptFor],
    );
  }

  /** A deleted user's notifications go, and they leave everyone else's (one left without people goes). */
  async purgeUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM social.notifications WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM social.notification_inboxes WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM social.notification_settings WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM social.withdrawn_likes WHERE user_id = $1`, [userId]);
    await manager.query(
      `UPDATE social.notifications SET actor_ids = array_remove(actor_ids, $1::int) WHERE $1 = ANY(actor_ids)`,
      [userId],
    );
    await manager.query(
      `DELETE FROM social.notifications WHERE cardinality(actor_ids) = 0 AND type IN ('follow', 'like', 'comment', 'friend_check_in')`,
    );
  }

  /**
   * The friends who opted in to a person's check-ins and may see them: they follow each other, and
   * the author shares check-ins with friends (public or friends-only profile).
   */
  async friendCheckInRecipients(manager: EntityManager, authorId: number): Promise<number[]> {
    const rows = await manager.query<{ user_id: number }[]>(
      `SELECT s.user_id FROM social.notification_settings s
         JOIN social.follows f ON f.follower_id = s.user_id AND f.following_id = $1
         JOIN social.follows r ON r.follower_id = $1 AND r.following_id = s.user_id
         JOIN social.user_cards c ON c.id = $1
       WHERE s.friend_check_ins AND c.share_check_ins AND c.profile_visibility IN ('public', 'friends')
       ORDER BY s.user_id`,
      [authorId],
    );
    return rows.map((row) => row.user_id);
  }

  /** The notifications an event created or folded, to announce once it has committed. */
  bySourceEvent(sourceEvent: string): Promise<NotificationRow[]> {
    return this.dataSource.query<NotificationRow[]>(
      `SELECT ${READ_COLUMNS} FROM social.notifications n
       LEFT JOIN social.user_cards a ON a.id = n.actor_ids[1]
       WHERE n.source_event = $1`,
      [sourceEvent],
    );
  }

  /** A page of a recipient's notifications, latest seq first, below `beforeSeq`. */
  page(userId: number, beforeSeq: string | undefined, limit: number): Promise<NotificationRow[]> {
    return this.dataSource.query<NotificationRow[]>(
      `SELECT ${READ_COLUMNS} FROM ${READ_FROM} AND n.seq < $2 ORDER BY n.seq DESC LIMIT $3`,
      [userId, beforeSeq ?? FIRST_PAGE, limit],
    );
  }

  /** Every notification the recipient may see, latest first (their data export). */
  all(userId: number): Promise<NotificationRow[]> {
    return this.dataSource.query<NotificationRow[]>(
      `SELECT ${READ_COLUMNS} FROM ${READ_FROM} ORDER BY n.seq DESC`,
      [userId],
    );
  }

  /** What came after `afterSeq`, oldest first. */
  since(userId: number, afterSeq: number, limit: number): Promise<NotificationRow[]> {
    return this.dataSource.query<NotificationRow[]>(
      `SELECT ${READ_COLUMNS} FROM ${READ_FROM} AND n.seq > $2 ORDER BY n.seq LIMIT $3`,
      [userId, afterSeq, limit],
    );
  }

  /**
   * Of these people, those with an unread notification that arrived after their `since` (any, when
   * null). Without the privacy check of READ_FROM: a friend's check-in its author has since hidden
   * still counts here, and the digest job, which reads through READ_FROM, then finds nothing to send.
   */
  async withUnreadSince(candidates: readonly { userId: number; since: Date | null }[]): Promise<number[]> {
    const rows = await this.dataSource.query<{ user_id: number }[]>(
      `SELECT c.user_id FROM unnest($1::int[], $2::timestamptz[]) AS c(user_id, since)
        WHERE EXISTS (
          SELECT 1 FROM social.notifications n
           WHERE n.user_id = c.user_id AND n.read_at IS NULL AND (c.since IS NULL OR n.arrived_at > c.since))
        ORDER BY c.user_id`,
      [candidates.map(({ userId }) => userId), candidates.map(({ since }) => since)],
    );
    return rows.map((row) => row.user_id);
  }

  /**
   * Unread ones that arrived after `since` (all when null), latest seq first, and how many there
   * are. The inbox is held first: writes to it in flight commit before these reads, later ones wait
   * for them, so one not listed arrives after this call, hence after the next digest's `since`
   * (identity's read before asking; ADR 0015).
   */
  unreadSince(
    userId: number,
    since: Date | null,
    limit: number,
  ): Promise<{ rows: NotificationRow[]; total: number }> {
    const unread = `${READ_FROM} AND n.read_at IS NULL AND ($2::timestamptz IS NULL OR n.arrived_at > $2)`;
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM social.notification_inboxes WHERE user_id = $1 FOR SHARE`, [userId]);
      const rows = await manager.query<NotificationRow[]>(
        `SELECT ${READ_COLUMNS} FROM ${unread} ORDER BY n.seq DESC LIMIT $3`,
        [userId, since, limit],
      );
      const [count] = await manager.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM ${unread}`,
        [userId, since],
      );
      return { rows, total: count?.total ?? 0 };
    });
  }

  async unreadCount(userId: number): Promise<number> {
    const [row] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM ${READ_FROM} AND n.read_at IS NULL`,
      [userId],
    );
    return row?.count ?? 0;
  }

  /** Marks the recipient's given notifications read (others' ids change nothing). */
  async markRead(userId: number, ids: readonly number[] | 'all'): Promise<void> {
    if (ids === 'all') {
      await this.dataSource.query(
        `UPDATE social.notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`,
        [userId],
      );
      return;
    }
    await this.dataSource.query(
      `UPDATE social.notifications SET read_at = now() WHERE user_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL`,
      [userId, ids],
    );
  }

  async friendCheckIns(userId: number): Promise<boolean> {
    const [row] = await this.dataSource.query<{ friend_check_ins: boolean }[]>(
      `SELECT friend_check_ins FROM social.notification_settings WHERE user_id = $1`,
      [userId],
    );
    return row?.friend_check_ins ?? false;
  }

  async setFriendCheckIns(userId: number, on: boolean): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO social.notification_settings (user_id, friend_check_ins) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET friend_check_ins = EXCLUDED.friend_check_ins`,
      [userId, on],
    );
  }
}
