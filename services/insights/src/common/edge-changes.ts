import type { EntityManager } from 'typeorm';

/** The table holding the latest change of each edge of one kind, and the edge's two key columns. */
export interface EdgeChanges {
  table: 'follow_changes' | 'like_changes';
  keys: readonly [string, string];
}

/**
 * Records that an edge was made (`present`) or removed at `at`, unless a change at least as recent
 * is recorded: the consumer retries a failed event after the ones behind it, and a create retried
 * after its delete must not bring the edge back. On a tie the removal wins: a ghost edge would count
 * toward badges and friendship, a missing one comes back with the next follow or like. The row
 * stays locked until commit, so one edge's changes apply one at a time. True when this change is
 * now the latest, so the edge itself is to follow it.
 */
export async function recordEdgeChange(
  manager: EntityManager,
  { table, keys: [first, second] }: EdgeChanges,
  key: readonly [number, number],
  present: boolean,
  at: Date,
): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `INSERT INTO insights.${table} AS c (${first}, ${second}, present, changed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (${first}, ${second}) DO UPDATE
       SET present = EXCLUDED.present, changed_at = EXCLUDED.changed_at
       WHERE c.changed_at < EXCLUDED.changed_at
         OR (c.changed_at = EXCLUDED.changed_at AND NOT EXCLUDED.present)
     RETURNING 1`,
    [key[0], key[1], present, at],
  );
  return rows.length > 0;
}
