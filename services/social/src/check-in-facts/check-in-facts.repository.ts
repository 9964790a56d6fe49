import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DeletedUsersRepository } from '../user-cards/deleted-users.repository';
import { UserCountersRepository } from '../user-counters/user-counters.repository';

export interface CheckInFact {
  checkInId: number;
  userId: number;
  coffeeKey: string;
  roasterKey: string;
}

/**
 * The check-in facts and the owners' check-in counters, changed in the caller's transaction: the
 * fact row decides whether a counter moves, so a check-in announced twice counts once. A deleted
 * check-in's row stays as a tombstone (no keys, not counted), so a checkin.created or updated
 * retried after checkin.deleted brings nothing back; nothing is written about a deleted user.
 */
@Injectable()
export class CheckInFactsRepository {
  constructor(
    private readonly counters: UserCountersRepository,
    private readonly deletedUsers: DeletedUsersRepository,
  ) {}

  /** From checkin.created or checkin.updated (full state): inserts the fact or brings it up to date. */
  async record(manager: EntityManager, fact: CheckInFact): Promise<void> {
    if (!(await this.deletedUsers.lockAlive(manager, [fact.userId]))) return;
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO social.check_in_facts (check_in_id, user_id, coffee_key, roaster_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (check_in_id) DO NOTHING RETURNING check_in_id`,
      [fact.checkInId, fact.userId, fact.coffeeKey, fact.roasterKey],
    );
    if (inserted.length > 0) {
      await this.counters.shift(manager, [{ userId: fact.userId, checkIns: 1 }]);
      return;
    }
    const [current] = await manager.query<{ user_id: number; deleted: boolean }[]>(
      `SELECT user_id, deleted_at IS NOT NULL AS deleted FROM social.check_in_facts WHERE check_in_id = $1 FOR UPDATE`,
      [fact.checkInId],
    );
    // A checkin.deleted came first, and stays the last word (gone altogether: purged with its owner).
    if (!current || current.deleted) return;
    await manager.query(
      `UPDATE social.check_in_facts SET user_id = $2, coffee_key = $3, roaster_key = $4 WHERE check_in_id = $1`,
      [fact.checkInId, fact.userId, fact.coffeeKey, fact.roasterKey],
    );
    // A check-in handed to another user (admin reassignment) moves from one count to the other.
    if (current.user_id !== fact.userId) {
      await this.counters.shift(manager, [
        { userId: current.user_id, checkIns: -1 },
        { userId: fact.userId, checkIns: 1 },
      ]);
    }
  }

  /** From checkin.deleted: leaves the tombstone, and takes the check-in off its owner's count once. */
  async remove(manager: EntityManager, checkInId: number, userId: number): Promise<void> {
    if (!(await this.deletedUsers.lockAlive(manager, [userId]))) return;
    // Never seen (its checkin.created is late, or lost): the tombstone alone.
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO social.check_in_facts (check_in_id, user_id, deleted_at) VALUES ($1, $2, now())
       ON CONFLICT (check_in_id) DO NOTHING RETURNING check_in_id`,
      [checkInId, userId],
    );
    if (inserted.length > 0) return;
    // An UPDATE answers [rows, count].
    const [rows] = await manager.query<[{ user_id: number }[], number]>(
      `UPDATE social.check_in_facts SET deleted_at = now(), coffee_key = NULL, roaster_key = NULL
       WHERE check_in_id = $1 AND deleted_at IS NULL RETURNING user_id`,
      [checkInId],
    );
    const removed = rows[0];
    if (removed) await this.counters.shift(manager, [{ userId: removed.user_id, checkIns: -1 }]);
  }
}
