import { createServiceDataSource } from '@crema/database';
import { OutboxEvent, ProcessedEvent } from '@crema/messaging';
import type { DataSource } from 'typeorm';
import { AuthorEntity } from '../authors/entities/author.entity';
import { DeletedUserEntity } from '../authors/entities/deleted-user.entity';
import { CatalogueCoffeeBagEntity } from '../catalogue/entities/catalogue-coffee-bag.entity';
import { CatalogueRoasterEntity } from '../catalogue/entities/catalogue-roaster.entity';
import { CheckInEntity } from '../check-ins/entities/check-in.entity';
import { CommentEntity } from '../comments/entities/comment.entity';
import { FollowEntity } from '../follows/entities/follow.entity';
import { LikeEntity } from '../likes/entities/like.entity';
import { CreateCheckinsTables1763900000000 } from '../migrations/1763900000000-create-checkins-tables';
import { AuthorsUsernameIndex1764000000000 } from '../migrations/1764000000000-authors-username-index';
import { SearchAggregates1764100000000 } from '../migrations/1764100000000-search-aggregates';
import { DeletedUsers1764200000000 } from '../migrations/1764200000000-deleted-users';
import { Moderation1764700000000 } from '../migrations/1764700000000-moderation';
import { Catalogue1764800000000 } from '../migrations/1764800000000-catalogue';
import { WarnResolution1764900000000 } from '../migrations/1764900000000-warn-resolution';
import { CoffeePages1765000000000 } from '../migrations/1765000000000-coffee-pages';
import { PhotoUrlIndexes1765100000000 } from '../migrations/1765100000000-photo-url-indexes';
import { ModerationRuleEntity } from '../moderation/entities/moderation-rule.entity';
import { ReportEntity } from '../reports/entities/report.entity';
import { SavedCheckInEntity } from '../saves/entities/saved-check-in.entity';
import { CoffeeEntity } from '../search/entities/coffee.entity';
import { PlaceEntity } from '../search/entities/place.entity';
import { RoasterEntity } from '../search/entities/roaster.entity';
import { SettingEntity } from '../settings/entities/setting.entity';
import { CHECKINS_SCHEMA } from './checkins-schema';

export const CHECKINS_ENTITIES = [
  AuthorEntity,
  DeletedUserEntity,
  FollowEntity,
  CheckInEntity,
  LikeEntity,
  SavedCheckInEntity,
  CommentEntity,
  ReportEntity,
  CoffeeEntity,
  RoasterEntity,
  PlaceEntity,
  ModerationRuleEntity,
  SettingEntity,
  CatalogueRoasterEntity,
  CatalogueCoffeeBagEntity,
  OutboxEvent,
  ProcessedEvent,
];

/** The checkins schema: its entities, the messaging tables, and its migrations. */
export function createCheckinsDataSource(url: string, poolSize?: number): DataSource {
  return createServiceDataSource({
    url,
    schema: CHECKINS_SCHEMA,
    entities: CHECKINS_ENTITIES,
    migrations: [
      CreateCheckinsTables1763900000000,
      AuthorsUsernameIndex1764000000000,
      SearchAggregates1764100000000,
      DeletedUsers1764200000000,
      Moderation1764700000000,
      Catalogue1764800000000,
      WarnResolution1764900000000,
      CoffeePages1765000000000,
      PhotoUrlIndexes1765100000000,
    ],
    ...(poolSize ? { poolSize } : {}),
  });
}
