import { Injectable } from '@nestjs/common';
import type { PageQuery } from '@crema/contracts/common/page';
import type { Actor } from '@crema/contracts/common/rpc';
import {
  DIGEST_ITEMS_MAX,
  RESUME_MAX,
  type MarkNotificationsReadBody,
  type Notification,
  type NotificationSettings,
  type SequencedNotification,
  type UnreadCount,
} from '@crema/contracts/social/notifications';
import type { Page } from '@crema/contracts/common/page';
import { keysetPage, listCursor } from '@crema/messaging';
import { z } from 'zod';
import { toNotification, toSequenced } from './notification-mapper';
import { NotificationLive } from './notification-live';
import { NotificationsRepository } from './notifications.repository';

/** A page of notifications ends at a seq (a person's own numbering, latest first). */
const NOTIFICATION_CURSOR = listCursor('notifications', {
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A person's own notifications: the list, the unread count, read state and opt-ins. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly live: NotificationLive,
  ) {}

  async list(actor: Actor, page: PageQuery): Promise<Page<Notification>> {
    const before = NOTIFICATION_CURSOR.decode(page.cursor)?.seq;
    const rows = await this.notifications.page(actor.userId, before?.toString(), page.limit + 1);
    return keysetPage(rows, page.limit, toNotification, (last) =>
      NOTIFICATION_CURSOR.encode({ seq: Number(last.seq) }),
    );
  }

  async unreadCount(actor: Actor): Promise<UnreadCount> {
    return { count: await this.notifications.unreadCount(actor.userId) };
  }

  /** Other ids than the actor's own change nothing; the person's other streams hear the new count. */
  async markRead(actor: Actor, body: MarkNotificationsReadBody): Promise<UnreadCount> {
    await this.notifications.markRead(actor.userId, 'all' in body ? 'all' : body.ids);
    await this.live.announceUnread(actor.userId);
    return this.unreadCount(actor);
  }

  async since(
    actor: Actor,
    afterSeq: number,
  ): Promise<{ items: SequencedNotification[]; complete: boolean; unread: number }> {
    const [rows, unread] = await Promise.all([
      this.notifications.since(actor.userId, afterSeq, RESUME_MAX + 1),
      this.notifications.unreadCount(actor.userId),
    ]);
    return { items: rows.slice(0, RESUME_MAX).map(toSequenced), complete: rows.length <= RESUME_MAX, unread };
  }

  async settings(actor: Actor): Promise<NotificationSettings> {
    return { friendCheckIns: await this.notifications.friendCheckIns(actor.userId) };
  }

  async updateSettings(actor: Actor, settings: NotificationSettings): Promise<NotificationSettings> {
    await this.notifications.setFriendCheckIns(actor.userId, settings.friendCheckIns);
    return settings;
  }

  async digestRecipients(
    candidates: readonly { userId: number; since: string | null }[],
  ): Promise<{ userIds: number[] }> {
    if (candidates.length === 0) return { userIds: [] };
    const userIds = await this.notifications.withUnreadSince(
      candidates.map(({ userId, since }) => ({ userId, since: since === null ? null : new Date(since) })),
    );
    return { userIds };
  }

  async digest(userId: number, since: string | null): Promise<{ items: Notification[]; total: number }> {
    const { rows, total } = await this.notifications.unreadSince(
      userId,
      since === null ? null : new Date(since),
      DIGEST_ITEMS_MAX,
    );
    return { items: rows.map(toNotification), total };
  }
}
