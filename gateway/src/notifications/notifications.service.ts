import { Injectable } from '@nestjs/common';
import type { PageQuery } from '@crema/contracts/common/page';
import type { Actor } from '@crema/contracts/common/rpc';
import {
  countUnreadNotifications,
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  updateNotificationSettings,
  type MarkNotificationsReadBody,
  type Notification,
  type NotificationSettings,
  type UnreadCount,
} from '@crema/contracts/social/notifications';
import { RpcClient, type PageJson } from '@crema/messaging';

/** The signed-in person's notifications, read state and opt-ins (social service). */
@Injectable()
export class NotificationsService {
  constructor(private readonly rpc: RpcClient) {}

  list(actor: Actor, page: PageQuery): Promise<PageJson<Notification>> {
    return this.rpc.sendForPage(listNotifications, { actor, page });
  }

  unreadCount(actor: Actor): Promise<UnreadCount> {
    return this.rpc.send(countUnreadNotifications, { actor });
  }

  markRead(actor: Actor, body: MarkNotificationsReadBody): Promise<UnreadCount> {
    return this.rpc.send(markNotificationsRead, { actor, body });
  }

  settings(actor: Actor): Promise<NotificationSettings> {
    return this.rpc.send(getNotificationSettings, { actor });
  }

  updateSettings(actor: Actor, body: NotificationSettings): Promise<NotificationSettings> {
    return this.rpc.send(updateNotificationSettings, { actor, body });
  }
}
