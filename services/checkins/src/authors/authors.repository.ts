import { Injectable } from '@nestjs/common';
import type { UserProfile } from '@crema/contracts/identity/user';
import { DataSource, type EntityManager } from 'typeorm';
import { publiclyShareableSql } from '../privacy/visibility-sql';
import { SearchAggregatesRepository } from '../search/search-aggregates.repository';
import { AuthorEntity } from './entities/author.entity';
import { DeletedUserEntity } from './entities/deleted-user.entity';

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

/**
 * The authors projection (username, avatar and privacy preferences of each user). A change of
 * whether an author is publicly shareable moves all their check-ins in or out of the public search
 * aggregates, in the same transaction, under the lock of the author's row.
 */
@Injectable()
export class AuthorsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly aggregates: SearchAggregatesRepository,
  ) {}

  exists(id: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(AuthorEntity, { id });
  }

  /**
   * From identity's user.registered/user.updated, as of the event's time: an event older than what
   * the row already holds (a retried event overtaken by a newer one) changes nothing.
   */
  async upsert(profile: AuthorProfile, asOf: Date, manager: EntityManager): Promise<void> {
    const wasPublic = await this.aggregates.lockAuthor(manager, profile.id, 'update');
    if (wasPublic === undefined) {
      if (await this.isDeleted(manager, profile.id)) return;
      // Inserted by someone else meanwhile: lock it and update it.
      if (!(await this.insert(manager, profile, asOf))) await this.upsert(profile, asOf, manager);
      return;
    }
    const [rows] = await manager.query<[{ public: boolean }[], number]>(
      `UPDATE checkins.authors a SET username = $2, avatar_url = $3, profile_visibility = $4,
         share_check_ins = $5, updated_at = $6
       WHERE a.id = $1 AND a.updated_at <= $6
       RETURNING ${publiclyShareableSql('a')} AS public`,
      values(profile, asOf),
    );
    const isPublic = rows[0]?.public;
    if (isPublic !== undefined && isPublic !== wasPublic) {
      await this.aggregates.republish(manager, profile.id, isPublic);
    }
  }

  /**
   * Fills a row the projection has not received yet; never overwrites one that exists. Dated
   * -infinity, so every user.* event applies over it: the database clock and identity's event times
   * are different clocks, and an update stamped a moment earlier must not be lost.
   */
  insertIfMissing(profile: AuthorProfile): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await this.insert(manager, profile, null);
    });
  }

  private async isDeleted(manager: EntityManager, id: number): Promise<boolean> {
    return manager.existsBy(DeletedUserEntity, { id });
  }

  /**
   * Inserts the row unless one exists or the user was deleted; true when it did. Check-ins written while the row was
   * missing counted as not public (normally there are none: the row comes before any check-in).
   */
  private async insert(manager: EntityManager, profile: AuthorProfile, asOf: Date | null): Promise<boolean> {
    const rows = await manager.query<{ public: boolean }[]>(
      `INSERT INTO checkins.authors AS a (${COLUMNS})
       SELECT $1::int, $2::text, $3::text, $4::text, $5::boolean, COALESCE($6::timestamptz, '-infinity')
       WHERE NOT EXISTS (SELECT 1 FROM checkins.deleted_users d WHERE d.id = $1::int)
       ON CONFLICT (id) DO NOTHING
       RETURNING ${publiclyShareableSql('a')} AS public`,
      values(profile, asOf),
    );
    const inserted = rows[0];
    if (inserted?.public) await this.aggregates.republish(manager, profile.id, true);
    return inserted !== undefined;
  }
}
