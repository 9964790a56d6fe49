import { Module } from '@nestjs/common';
import { LiveNotifications } from './live-notifications';
import { NotificationStreams } from './notification-streams';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { StreamSlots } from './stream-slots';

@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, LiveNotifications, StreamSlots, NotificationStreams],
})
export class NotificationsModule {}
