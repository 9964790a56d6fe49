import { Injectable } from '@nestjs/common';
import type { UserProfile } from '@crema/contracts/identity/user';
import { DataSource, type EntityManager } from 'typeorm';
import { AuthorEntity } from './entities/author.entity';

export type AuthorProfile = Pick<
  UserProfile,
  'id' | 'username' | 'avatarUrl' | 'profileVisibility' | 'shareCheckIns'
>;

const COLUMNS = `id, username, avatar_url, profile_visibility, share_check_ins, updated_at`;
const values = (profile: AuthorProfile, asOf: Date | null) => [
  profile.id,
  profile.username,
  profile.avatarUrl,
  profile.profileVisibility,
  profile.shareCheckIns,
  asOf,
];

/** The authors projection (username, avatar and privacy preferences of each user). */
@Injectable()
export class AuthorsRepository {
  constructor(private readonly dataSource: DataSource) {}

  exists(id: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(AuthorEntity, { id });
  }

  /**
   * From identity's user.registered/user.updated, as of the event's time: an event older than what
   * the row already holds (a retried event overtaken by a newer one) changes nothing.
   */
  async upsert(
    profile: AuthorProfile,
    asOf: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO checkins.authors (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, avatar_url = EXCLUDED.avatar_url,
         profile_visibility = EXCLUDED.profile_visibility, share_check_ins = EXCLUDED.share_check_ins,
         updated_at = EXCLUDED.updated_at
       WHERE checkins.authors.updated_at <= EXCLUDED.updated_at`,
      values(profile, asOf),
    );
  }

  /** Fills a row the projection has not received yet (as of now); never overwrites one that exists. */
  async insertIfMissing(
    profile: AuthorProfile,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO checkins.authors (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, COALESCE($6, now()))
       ON CONFLICT (id) DO NOTHING`,
      values(profile, null),
    );
  }
}
