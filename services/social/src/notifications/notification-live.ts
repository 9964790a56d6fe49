import { Injectable } from '@nestjs/common';
import { liveNotificationSubject, type LiveNotificationMessage } from '@crema/contracts/social/notifications';
import { LivePublisher } from '@crema/messaging';
import { toSequenced } from './notification-mapper';
import { NotificationsRepository } from './notifications.repository';

/**
 * Tells the gateways' open streams what changed, after it committed: each notification an event
 * created or folded, and the unread count of everyone whose count may have moved.
 */
@Injectable()
export class NotificationLive {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly live: LivePublisher,
  ) {}

  async announce(sourceEvent: string, alsoCounted: readonly number[]): Promise<void> {
    const rows = await this.notifications.bySourceEvent(sourceEvent);
    const announced = new Set<number>();
    for (const row of rows) {
      announced.add(row.user_id);
      const unread = await this.notifications.unreadCount(row.user_id);
      this.publish(row.user_id, { kind: 'notification', ...toSequenced(row), unread });
    }
    for (const userId of new Set(alsoCounted)) {
      if (!announced.has(userId)) await this.announceUnread(userId);
    }
  }

  async announceUnread(userId: number): Promise<void> {
    this.publish(userId, { kind: 'unread', count: await this.notifications.unreadCount(userId) });
  }

  private publish(userId: number, message: LiveNotificationMessage): void {
    this.live.publish(liveNotificationSubject(userId), message);
  }
}
