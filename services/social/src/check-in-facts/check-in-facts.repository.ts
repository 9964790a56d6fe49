import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UserCountersRepository } from '../user-counters/user-counters.repository';

export interface CheckInFact {
  checkInId: number;
  userId: number;
  coffeeKey: string;
  roasterKey: string;
}

/**
 * The check-in facts and the owners' check-in counters, changed in the caller's transaction: the
 * fact row decides whether a counter moves, so a check-in announced twice counts once.
 */
@Injectable()
export class CheckInFactsRepository {
  constructor(private readonly counters: UserCountersRepository) {}

  /** From checkin.created or checkin.updated (full state): inserts the fact or brings it up to date. */
  async record(manager: EntityManager, fact: CheckInFact): Promise<void> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO social.check_in_facts (check_in_id, user_id, coffee_key, roaster_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (check_in_id) DO NOTHING RETURNING check_in_id`,
      [fact.checkInId, fact.userId, fact.coffeeKey, fact.roasterKey],
    );
    if (inserted.length > 0) {
      await this.counters.shift(manager, [{ userId: fact.userId, checkIns: 1 }]);
      return;
    }
    const [current] = await manager.query<{ user_id: number }[]>(
      `SELECT user_id FROM social.check_in_facts WHERE check_in_id = $1 FOR UPDATE`,
      [fact.checkInId],
    );
    // Gone between the two statements: a checkin.deleted won, and stays the last word.
    if (!current) return;
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

  /** From checkin.deleted. */
  async remove(manager: EntityManager, checkInId: number): Promise<void> {
    const [rows] = await manager.query<[{ user_id: number }[], number]>(
      `DELETE FROM social.check_in_facts WHERE check_in_id = $1 RETURNING user_id`,
      [checkInId],
    );
    const removed = rows[0];
    if (removed) await this.counters.shift(manager, [{ userId: removed.user_id, checkIns: -1 }]);
  }
}
