import { createServiceDataSource } from '@crema/database';
import { OutboxEvent, ProcessedEvent } from '@crema/messaging';
import type { DataSource } from 'typeorm';
import { CheckInFactEntity } from '../check-in-facts/entities/check-in-fact.entity';
import { FollowEntity } from '../follows/entities/follow.entity';
import { Notifications1764800000000 } from '../migrations/1764800000000-notifications';
import { NotificationInboxEntity } from '../notifications/entities/notification-inbox.entity';
import { NotificationSettingsEntity } from '../notifications/entities/notification-settings.entity';
import { NotificationEntity } from '../notifications/entities/notification.entity';
import { DeletedCheckInEntity } from '../notifications/entities/deleted-check-in.entity';
import { ReassignedCheckInEntity } from '../notifications/entities/reassigned-check-in.entity';
import { WithdrawnCommentEntity } from '../notifications/entities/withdrawn-comment.entity';
import { WithdrawnLikeEntity } from '../notifications/entities/withdrawn-like.entity';
import { CreateSocialTables1764100000000 } from '../migrations/1764100000000-create-social-tables';
import { Tombstones1764200000000 } from '../migrations/1764200000000-tombstones';
import { WithdrawnLikes1765100000000 } from '../migrations/1765100000000-withdrawn-likes';
import { NotificationArrival1765200000000 } from '../migrations/1765200000000-notification-arrival';
import { WithdrawnCommentsAndCheckIns1765300000000 } from '../migrations/1765300000000-withdrawn-comments-and-check-ins';
import { ReassignedCheckIns1765400000000 } from '../migrations/1765400000000-reassigned-check-ins';
import { DeletedUserEntity } from '../user-cards/entities/deleted-user.entity';
import { UserCardEntity } from '../user-cards/entities/user-card.entity';
import { UserCounterEntity } from '../user-counters/entities/user-counter.entity';
import { SOCIAL_SCHEMA } from './social-schema';

const SOCIAL_ENTITIES = [
  FollowEntity,
  UserCardEntity,
  DeletedUserEntity,
  CheckInFactEntity,
  UserCounterEntity,
  NotificationEntity,
  NotificationInboxEntity,
  NotificationSettingsEntity,
  WithdrawnLikeEntity,
  WithdrawnCommentEntity,
  DeletedCheckInEntity,
  ReassignedCheckInEntity,
  OutboxEvent,
  ProcessedEvent,
];

/** The social schema: its entities, the messaging tables, and its migrations. */
export function createSocialDataSource(url: string, poolSize?: number): DataSource {
  return createServiceDataSource({
    url,
    schema: SOCIAL_SCHEMA,
    entities: SOCIAL_ENTITIES,
    migrations: [
      CreateSocialTables1764100000000,
      Tombstones1764200000000,
      Notifications1764800000000,
      WithdrawnLikes1765100000000,
      NotificationArrival1765200000000,
      WithdrawnCommentsAndCheckIns1765300000000,
      ReassignedCheckIns1765400000000,
    ],
    ...(poolSize ? { poolSize } : {}),
  });
}
