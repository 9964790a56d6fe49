import { Injectable } from '@nestjs/common';
import type { UserProfile } from '@crema/contracts/identity/user';
import { UserTombstones } from '@crema/database';
import type { EntityManager } from 'typeorm';
import { countCheckIn, countNewUser } from '../analytics/rollups';
import { ADMIN_SCHEMA } from '../database/admin-schema';
import { CheckInFactsRepository } from './check-in-facts.repository';

/** The people admin knows (for the users list and new users per day), and the purge of a deleted one. */
@Injectable()
export class PeopleRepository {
  readonly tombstones = new UserTombstones(ADMIN_SCHEMA);

  constructor(private readonly facts: CheckInFactsRepository) {}

  /** user.registered: the person and the day they joined (counted once, however often the event comes). */
  async register(manager: EntityManager, user: UserProfile, joinedAt: Date): Promise<void> {
    if (!(await this.tombstones.lockAlive(manager, [user.id]))) return;
    const rows = await manager.query<{ counted: boolean }[]>(
      `INSERT INTO admin.people (id, username, avatar_url, joined_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, avatar_url = EXCLUDED.avatar_url,
         joined_at = COALESCE(people.joined_at, EXCLUDED.joined_at)
       -- The sub-select reads the row as it was before this statement: no row, or one a check-in made.
       RETURNING (SELECT joined_at FROM admin.people WHERE id = $1) IS NULL AS counted`,
      [user.id, user.username, user.avatarUrl, joinedAt],
    );
    if (rows[0]?.counted) await countNewUser(manager, joinedAt, 1);
  }

  /** user.updated: a new name or avatar. */
  async update(manager: EntityManager, user: UserProfile): Promise<void> {
    if (!(await this.tombstones.lockAlive(manager, [user.id]))) return;
    await manager.query(
      `INSERT INTO admin.people (id, username, avatar_url) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, avatar_url = EXCLUDED.avatar_url`,
      [user.id, user.username, user.avatarUrl],
    );
  }

  /** user.deleted: the person, their check-ins and what they added to the counts go. */
  async purge(manager: EntityManager, userId: number): Promise<void> {
    await this.tombstones.markDeleted(manager, userId);
    for (const fact of await this.facts.removeAllOf(manager, userId)) await countCheckIn(manager, fact, -1);
    const [rows] = await manager.query<[{ joined_at: Date | null }[], number]>(
      `DELETE FROM admin.people WHERE id = $1 RETURNING joined_at`,
      [userId],
    );
    const joinedAt = rows[0]?.joined_at;
    if (joinedAt) await countNewUser(manager, joinedAt, -1);
  }
}
