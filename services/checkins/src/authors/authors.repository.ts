import { Injectable } from '@nestjs/common';
import type { UserProfile } from '@crema/contracts/identity/user';
import { DataSource, type EntityManager } from 'typeorm';
import { AuthorEntity } from './entities/author.entity';

export type AuthorProfile = Pick<
  UserProfile,
  'id' | 'username' | 'avatarUrl' | 'profileVisibility' | 'shareCheckIns'
>;

const row = (profile: AuthorProfile) => ({
  id: profile.id,
  username: profile.username,
  avatarUrl: profile.avatarUrl,
  profileVisibility: profile.profileVisibility,
  shareCheckIns: profile.shareCheckIns,
});

/** The authors projection (username, avatar and privacy preferences of each user). */
@Injectable()
export class AuthorsRepository {
  constructor(private readonly dataSource: DataSource) {}

  exists(id: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(AuthorEntity, { id });
  }

  /** From identity's user.registered/user.updated: the latest profile wins. */
  async upsert(profile: AuthorProfile, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(AuthorEntity)
      .values(row(profile))
      .orUpdate(['username', 'avatar_url', 'profile_visibility', 'share_check_ins', 'updated_at'], ['id'])
      .execute();
  }

  /** Fills a row the projection has not received yet; never overwrites one that exists. */
  async insertIfMissing(
    profile: AuthorProfile,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.createQueryBuilder().insert().into(AuthorEntity).values(row(profile)).orIgnore().execute();
  }
}
