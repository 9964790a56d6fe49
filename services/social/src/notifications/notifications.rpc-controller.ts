import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import {
  collectNotificationDigest,
  countUnreadNotifications,
  findDigestRecipients,
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  notificationsSince,
  updateNotificationSettings,
} from '@crema/contracts/social/notifications';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { NotificationsService } from './notifications.service';

@Controller()
export class NotificationsRpcController {
  constructor(private readonly notifications: NotificationsService) {}

  @RpcHandler(listNotifications)
  list(
    @RpcPayload(listNotifications) input: RpcInput<typeof listNotifications>,
  ): Promise<RpcReply<typeof listNotifications>> {
    return this.notifications.list(input.actor, input.page);
  }

  @RpcHandler(countUnreadNotifications)
  unreadCount(
    @RpcPayload(countUnreadNotifications) input: RpcInput<typeof countUnreadNotifications>,
  ): Promise<RpcReply<typeof countUnreadNotifications>> {
    return this.notifications.unreadCount(input.actor);
  }

  @RpcHandler(markNotificationsRead)
  markRead(
    @RpcPayload(markNotificationsRead) input: RpcInput<typeof markNotificationsRead>,
  ): Promise<RpcReply<typeof markNotificationsRead>> {
    return this.notifications.markRead(input.actor, input.body);
  }

  @RpcHandler(notificationsSince)
  since(
    @RpcPayload(notificationsSince) input: RpcInput<typeof notificationsSince>,
  ): Promise<RpcReply<typeof notificationsSince>> {
    return this.notifications.since(input.actor, input.afterSeq);
  }

  @RpcHandler(getNotificationSettings)
  settings(
    @RpcPayload(getNotificationSettings) input: RpcInput<typeof getNotificationSettings>,
  ): Promise<RpcReply<typeof getNotificationSettings>> {
    return this.notifications.settings(input.actor);
  }

  @RpcHandler(updateNotificationSettings)
  updateSettings(
    @RpcPayload(updateNotificationSettings) input: RpcInput<typeof updateNotificationSettings>,
  ): Promise<RpcReply<typeof updateNotificationSettings>> {
    return this.notifications.updateSettings(input.actor, input.body);
  }

  /** identity's worker only: NATS lets no one else publish on this subject (BUS_ACCESS). */
  @RpcHandler(findDigestRecipients)
  digestRecipients(
    @RpcPayload(findDigestRecipients) input: RpcInput<typeof findDigestRecipients>,
  ): Promise<RpcReply<typeof findDigestRecipients>> {
    return this.notifications.digestRecipients(input.candidates);
  }

  /** identity's worker only: NATS lets no one else publish on this subject (BUS_ACCESS). */
  @RpcHandler(collectNotificationDigest)
  digest(
    @RpcPayload(collectNotificationDigest) input: RpcInput<typeof collectNotificationDigest>,
  ): Promise<RpcReply<typeof collectNotificationDigest>> {
    return this.notifications.digest(input.userId, input.since);
  }
}
