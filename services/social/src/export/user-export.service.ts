import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import type { SocialExport } from '@crema/contracts/social/rpc';
import { toNotification } from '../notifications/notification-mapper';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { UserExportRepository, type ConnectionRow } from './user-export.repository';

/** The social part of a user's data export: whom they follow, who follows them, their notifications. */
@Injectable()
export class UserExportService {
  constructor(
    private readonly exports: UserExportRepository,
    private readonly notifications: NotificationsRepository,
  ) {}

  async export(actor: Actor): Promise<SocialExport> {
    const [{ following, followers }, notifications, friendCheckIns] = await Promise.all([
      this.exports.connections(actor.userId),
      this.notifications.all(actor.userId),
      this.notifications.friendCheckIns(actor.userId),
    ]);
    return {
      following: following.map(toConnection),
      followers: followers.map(toConnection),
      notifications: notifications.map(toNotification),
      notificationSettings: { friendCheckIns },
    };
  }
}

function toConnection(row: ConnectionRow): SocialExport['following'][number] {
  return { userId: row.user_id, username: row.username, since: row.since.toISOString() };
}
