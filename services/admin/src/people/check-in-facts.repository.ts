import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CountedCheckIn } from '../analytics/rollups';

export interface CheckInFact extends CountedCheckIn {
  checkInId: number;
  userId: number;
}

interface FactRow {
  check_in_id: number;
  user_id: number;
  coffee_key: string;
  coffee_name: string;
  roaster_key: string;
  roaster: string;
  rating: number;
  created_at: Date;
}

const COLUMNS = 'check_in_id, user_id, coffee_key, coffee_name, roaster_key, roaster, rating, created_at';

/** admin.check_in_facts, their tombstones, and each person's check-in count. */
@Injectable()
export class CheckInFactsRepository {
  /** The fact as it stands, locked for the rest of the transaction; undefined when unknown. */
  async lock(manager: EntityManager, checkInId: number): Promise<CheckInFact | undefined> {
    const rows = await manager.query<FactRow[]>(
      `SELECT ${COLUMNS} FROM admin.check_in_facts WHERE check_in_id = $1 FOR UPDATE`,
      [checkInId],
    );
    return rows[0] && toFact(rows[0]);
  }

  async isDeleted(manager: EntityManager, checkInId: number): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM admin.deleted_check_ins WHERE check_in_id = $1`,
      [checkInId],
    );
    return rows.length > 0;
  }

  async insert(manager: EntityManager, fact: CheckInFact): Promise<void> {
    await manager.query(
      `INSERT INTO admin.check_in_facts (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        fact.checkInId,
        fact.userId,
        fact.coffeeKey,
        fact.coffeeName,
        fact.roasterKey,
        fact.roaster,
        fact.rating,
        fact.createdAt,
      ],
    );
    await this.addToCount(manager, fact.userId, 1);
  }

  async replace(manager: EntityManager, fact: CheckInFact): Promise<void> {
    await manager.query(
      `UPDATE admin.check_in_facts SET user_id = $2, coffee_key = $3, coffee_name = $4, roaster_key = $5, roaster = $6,
         rating = $7 WHERE check_in_id = $1`,
      [
        fact.checkInId,
        fact.userId,
        fact.coffeeKey,
        fact.coffeeName,
        fact.roasterKey,
        fact.roaster,
        fact.rating,
      ],
    );
  }

  /** Removes a fact and leaves its tombstone; answers what it was, undefined when it was unknown. */
  async remove(manager: EntityManager, checkInId: number): Promise<CheckInFact | undefined> {
    await manager.query(
      `INSERT INTO admin.deleted_check_ins (check_in_id) VALUES ($1) ON CONFLICT DO NOTHING`,
      [checkInId],
    );
    const [rows] = await manager.query<[FactRow[], number]>(
      `DELETE FROM admin.check_in_facts WHERE check_in_id = $1 RETURNING ${COLUMNS}`,
      [checkInId],
    );
    const fact = rows[0] && toFact(rows[0]);
    if (fact) await this.addToCount(manager, fact.userId, -1);
    return fact;
  }

  /** Every fact of a person, removed with tombstones (their account is gone). */
  async removeAllOf(manager: EntityManager, userId: number): Promise<CheckInFact[]> {
    const rows = await manager.query<FactRow[]>(
      `WITH gone AS (DELETE FROM admin.check_in_facts WHERE user_id = $1 RETURNING ${COLUMNS}),
       tombstones AS (INSERT INTO admin.deleted_check_ins (check_in_id) SELECT check_in_id FROM gone ON CONFLICT DO NOTHING)
       SELECT * FROM gone`,
      [userId],
    );
    return rows.map(toFact);
  }

  /**
   * Moves a person's count. The row is created when their user.registered has not arrived yet
   * (the two come through different consumers); the insert-or-add is atomic, so none is lost.
   */
  async addToCount(manager: EntityManager, userId: number, delta: 1 | -1): Promise<void> {
    await manager.query(
      `INSERT INTO admin.people (id, check_ins_count) VALUES ($1, GREATEST($2, 0))
       ON CONFLICT (id) DO UPDATE SET check_ins_count = GREATEST(people.check_ins_count + $2, 0)`,
      [userId, delta],
    );
  }
}

function toFact(row: FactRow): CheckInFact {
  return {
    checkInId: row.check_in_id,
    userId: row.user_id,
    coffeeKey: row.coffee_key,
    coffeeName: row.coffee_name,
    roasterKey: row.roaster_key,
    roaster: row.roaster,
    rating: row.rating,
    createdAt: new Date(row.created_at),
  };
}
