import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** How much one user's counts move (negative to take off). */
export interface CounterShift {
  userId: number;
  checkIns?: number;
  followers?: number;
  following?: number;
}

/**
 * The per-user counters, moved inside the caller's transaction by the write whose row decides
 * that they move. Rows are locked in user id order, so two writes touching the same users (A
 * follows B while B follows A) queue instead of deadlocking.
 */
@Injectable()
export class UserCountersRepository {
  async shift(manager: EntityManager, shifts: CounterShift[]): Promise<void> {
    const merged = mergeByUser(shifts);
    if (merged.length === 0) return;
    const ids = merged.map((shift) => shift.userId);
    await manager.query(
      `INSERT INTO social.user_counters (user_id) SELECT id FROM unnest($1::int[]) AS id ORDER BY id
       ON CONFLICT (user_id) DO NOTHING`,
      [ids],
    );
    await manager.query(
      `SELECT 1 FROM social.user_counters WHERE user_id = ANY($1::int[]) ORDER BY user_id FOR UPDATE`,
      [ids],
    );
    await manager.query(
      `UPDATE social.user_counters n SET check_ins_count = n.check_ins_count + d.check_ins,
         followers_count = n.followers_count + d.followers, following_count = n.following_count + d.following
       FROM unnest($1::int[], $2::int[], $3::int[], $4::int[]) AS d(user_id, check_ins, followers, following)
       WHERE n.user_id = d.user_id`,
      [
        ids,
        merged.map((shift) => shift.checkIns),
        merged.map((shift) => shift.followers),
        merged.map((shift) => shift.following),
      ],
    );
  }

  async forget(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM social.user_counters WHERE user_id = $1`, [userId]);
  }
}

/** One shift per user, in id order. */
function mergeByUser(shifts: CounterShift[]): Required<CounterShift>[] {
  const byUser = new Map<number, Required<CounterShift>>();
  for (const shift of shifts) {
    const current = byUser.get(shift.userId) ?? {
      userId: shift.userId,
      checkIns: 0,
      followers: 0,
      following: 0,
    };
    current.checkIns += shift.checkIns ?? 0;
    current.followers += shift.followers ?? 0;
    current.following += shift.following ?? 0;
    byUser.set(shift.userId, current);
  }
  return [...byUser.values()].sort((a, b) => a.userId - b.userId);
}
