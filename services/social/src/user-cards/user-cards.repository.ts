import { Injectable } from '@nestjs/common';
import type { UserProfile } from '@crema/contracts/identity/user';
import { DataSource, type EntityManager } from 'typeorm';
import { DeletedUsersRepository } from './deleted-users.repository';
import { UserCardEntity } from './entities/user-card.entity';

const COLUMNS = `id, username, avatar_url, bio, profile_visibility, share_check_ins, updated_at`;
const values = (profile: UserProfile) => [
  profile.id,
  profile.username,
  profile.avatarUrl,
  profile.bio,
  profile.profileVisibility,
  profile.shareCheckIns,
];

/** The user-card projection (identity's user.* events, or identity itself when an event lags). */
@Injectable()
export class UserCardsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deletedUsers: DeletedUsersRepository,
  ) {}

  exists(id: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(UserCardEntity, { id });
  }

  /**
   * From user.registered/user.updated, as of the event's time: an event older than what the row
   * already holds (a retried event overtaken by a newer one) changes nothing, and so does any
   * event about a deleted user (one retried after user.deleted).
   */
  async upsert(profile: UserProfile, asOf: Date, manager: EntityManager): Promise<void> {
    if (!(await this.deletedUsers.lockAlive(manager, [profile.id]))) return;
    await manager.query(
      `INSERT INTO social.user_cards (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, avatar_url = EXCLUDED.avatar_url,
         bio = EXCLUDED.bio, profile_visibility = EXCLUDED.profile_visibility,
         share_check_ins = EXCLUDED.share_check_ins, updated_at = EXCLUDED.updated_at
       WHERE social.user_cards.updated_at <= EXCLUDED.updated_at`,
      [...values(profile), asOf],
    );
  }

  /**
   * Fills in a card the projection has not received yet, never overwriting one, nor bringing back
   * a user deleted since identity answered. It is dated -infinity: identity's clock, not ours,
   * dates its events, so every user.* event still to come applies (an update made between
   * identity's answer and this insert is not lost).
   */
  insertIfMissing(profile: UserProfile): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.deletedUsers.lockAlive(manager, [profile.id]))) return;
      await manager.query(
        `INSERT INTO social.user_cards (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, '-infinity')
         ON CONFLICT (id) DO NOTHING`,
        values(profile),
      );
    });
  }
}
