import { FIRST_PAGE_ID } from '../src/feeds/feed-sql';
import { REPORTS_PAGE_SQL } from '../src/reports/reports.repository';
import { planNodes, startPlanDatabase, type PlanDatabase } from './query-plans';

/** The moderation queue reads its page from an index in its order, never sorting or scanning the reports. */
describe('reports queue plan', () => {
  let plans: PlanDatabase;

  beforeAll(async () => {
    plans = await startPlanDatabase();
    const { db } = plans;
    await db.query(`INSERT INTO checkins.check_ins (user_id, coffee_name, roaster, brew_method, rating)
      SELECT 1 + g % 2000, 'Coffee ' || g, 'Roaster', 'Pour Over', 1 + g % 5 FROM generate_series(1, 20000) g`);
    await db.query(`INSERT INTO checkins.reports (check_in_id, reporter_id, reason, status, resolution, resolved_at)
      SELECT 1 + g % 20000, 1 + g % 1999, 'Spam', CASE WHEN g % 10 = 0 THEN 'open' ELSE 'resolved' END,
        CASE WHEN g % 10 = 0 THEN NULL ELSE 'dismiss' END, CASE WHEN g % 10 = 0 THEN NULL ELSE now() END
      FROM generate_series(1, 100000) g ON CONFLICT DO NOTHING`);
    await db.query('VACUUM ANALYZE checkins.reports, checkins.check_ins, checkins.authors');
  }, 120_000);
  afterAll(async () => {
    await plans.close();
  });

  it.each([
    ['open, first page', ['open', FIRST_PAGE_ID, 21]],
    ['resolved, deep page', ['resolved', 50_000, 21]],
  ])('%s: walks an index in ORDER BY order', async (_name, params) => {
    const nodes = planNodes(await plans.explain(REPORTS_PAGE_SQL, params));
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    expect(nodes.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);
    // The status's own index; for a status most reports have, the primary key read backwards serves as well.
    const reads = nodes
      .filter((node) => node['Relation Name'] === 'reports')
      .map((node) => node['Index Name']);
    expect(reads).toHaveLength(1);
    expect(['reports_queue_idx', 'reports_pkey']).toContain(reads[0]);
  });
});
