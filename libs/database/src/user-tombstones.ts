import type { EntityManager } from 'typeorm';

/**
 * A service's deleted users (`<schema>.deleted_users`) and the advisory lock that keeps each
 * user's purge apart from writes about them (key: the schema and the user id). An advisory lock,
 * not a row lock: a write may add the user's first row while the purge runs, and a row that does
 * not exist yet cannot be locked.
 */
export class UserTombstones {
  private readonly lock: string;

  constructor(private readonly schema: string) {
    this.lock = `hashtext('crema.${schema}.user-purge')`;
  }

  /**
   * For a write that adds rows about these users, first in its transaction: holds their purge
   * locks, shared, until commit, and answers whether none of them has been deleted. A purge in
   * flight is waited for (and its tombstone seen); one that starts later waits for this write and
   * removes what it added.
   */
  async lockAlive(manager: EntityManager, userIds: number[]): Promise<boolean> {
    const ids = [...new Set(userIds)].sort((a, b) => a - b);
    await manager.query(
      `SELECT pg_advisory_xact_lock_shared(${this.lock}, id) FROM unnest($1::int[]) AS id`,
      [ids],
    );
    const deleted = await manager.query<unknown[]>(
      `SELECT 1 FROM "${this.schema}".deleted_users WHERE id = ANY($1::int[])`,
      [ids],
    );
    return deleted.length === 0;
  }

  /**
   * A purge's first step: waits for the writes about the user in flight, keeps new ones waiting
   * until the purge commits, and leaves the tombstone they will then find.
   */
  async markDeleted(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(${this.lock}, $1)`, [userId]);
    await manager.query(
      `INSERT INTO "${this.schema}".deleted_users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`,
      [userId],
    );
  }
}
