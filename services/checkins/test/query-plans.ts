import type { DataSource } from 'typeorm';
import { runMigrations } from '@crema/database';
import { createTestDatabase } from '@crema/testing';
import { createCheckinsDataSource } from '../src/database/checkins-data-source';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, the root first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** How each read of a table goes: the index it walks, or the node type (a sequential scan). */
export function readsOf(plan: PlanNode, table: string): string[] {
  return planNodes(plan)
    .filter((node) => node['Relation Name'] === table)
    .flatMap((node) =>
      node['Node Type'] === 'Bitmap Heap Scan'
        ? planNodes(node).flatMap((child) => (child['Index Name'] ? [child['Index Name']] : []))
        : [node['Index Name'] ?? node['Node Type']],
    );
}

export interface PlanDatabase {
  db: DataSource;
  /** The plan PostgreSQL chooses for the query with these parameters. */
  explain(text: string, params: unknown[]): Promise<PlanNode>;
  close(): Promise<void>;
}

/**
 * A migrated database of its own with 2000 authors (every 10th friends-only, every 17th private,
 * every 13th not sharing), each following 30 others; the spec adds the rows its queries need.
 */
export async function startPlanDatabase(): Promise<PlanDatabase> {
  const database = await createTestDatabase();
  const db = await createCheckinsDataSource(database.url, 2).initialize();
  await runMigrations(db);
  await db.query(`INSERT INTO checkins.authors (id, username, profile_visibility, share_check_ins)
    SELECT g, 'user' || g, CASE WHEN g % 10 = 0 THEN 'friends' WHEN g % 17 = 0 THEN 'private' ELSE 'public' END,
      g % 13 <> 0
    FROM generate_series(1, 2000) g`);
  await db.query(`INSERT INTO checkins.follows (follower_id, following_id, created_at)
    SELECT f, 1 + ((f * 7919 + k * 104729) % 2000), now() FROM generate_series(1, 2000) f, generate_series(1, 30) k
    ON CONFLICT DO NOTHING`);
  return {
    db,
    async explain(text, params) {
      const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
        `EXPLAIN (FORMAT JSON) ${text}`,
        params,
      );
      return row!['QUERY PLAN'][0].Plan;
    },
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
