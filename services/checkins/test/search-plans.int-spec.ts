import { SEARCH_COFFEES_SQL, SEARCH_PLACES_SQL, SEARCH_ROASTERS_SQL } from '../src/search/search-sql';
import { planNodes, startPlanDatabase, type PlanDatabase, type PlanNode } from './query-plans';

/** How each read of check_ins goes: the index it walks, or the node type (a sequential scan). */
function checkInReads(plan: PlanNode): string[] {
  return planNodes(plan)
    .filter((node) => node['Relation Name'] === 'check_ins')
    .flatMap((node) =>
      node['Node Type'] === 'Bitmap Heap Scan'
        ? planNodes(node).flatMap((child) => (child['Index Name'] ? [child['Index Name']] : []))
        : [node['Index Name'] ?? node['Node Type']],
    );
}

/**
 * The search queries' plans over 100k check-ins of a few thousand coffees: check-ins are read only
 * through the viewer's circle (check_ins_user_idx) and the page's photos (primary key), never
 * sequentially nor coffee by coffee, so the cost does not follow the number of check-ins.
 */
describe('search query plans', () => {
  let plans: PlanDatabase;
  /** Friends-only, sharing, with mutual friends-only friends: the viewer with the largest circle. */
  const VIEWER = 10;

  beforeAll(async () => {
    plans = await startPlanDatabase();
    const { db } = plans;
    await db.query(`INSERT INTO checkins.follows (follower_id, following_id, created_at)
      SELECT ${VIEWER}, 10 * k, now() FROM generate_series(2, 21) k
      UNION ALL SELECT 10 * k, ${VIEWER}, now() FROM generate_series(2, 21) k
      ON CONFLICT DO NOTHING`);
    await db.query(`INSERT INTO checkins.check_ins
        (user_id, coffee_name, roaster, location, brew_method, rating, photo_thumbnail_url)
      SELECT 1 + (g * 31) % 2000,
        (ARRAY['Yirgacheffe', 'Sidamo', 'Huila', 'Hair Bender', 'Kochere', 'Gesha'])[1 + g % 6] || ' Lot ' || (g % 500),
        'Roaster ' || (g % 300), CASE WHEN g % 3 = 0 THEN 'Café ' || (g % 400) END, 'Pour Over', 1 + g % 5,
        CASE WHEN g % 4 = 0 THEN '/media/check-ins/' || g || '-thumb.webp' END
      FROM generate_series(1, 100000) g`);
    await db.query('SELECT checkins.rebuild_search_aggregates()');
    await db.query(
      'VACUUM ANALYZE checkins.check_ins, checkins.follows, checkins.authors, checkins.coffees, checkins.roasters, checkins.places',
    );
  }, 180_000);
  afterAll(async () => {
    await plans.close();
  });

  const plan = (text: string, params: unknown[]) => plans.explain(text, params);

  const queries = [
    ['coffees', SEARCH_COFFEES_SQL],
    ['roasters', SEARCH_ROASTERS_SQL],
    ['cafés', SEARCH_PLACES_SQL],
  ] as const;
  const cases = queries.flatMap(([type, text]) =>
    [
      ['a typo', 'yirgachefe'],
      ['a prefix', 'hair ben'],
      ['a common word', 'lot'],
    ].flatMap(([what, query]) =>
      [VIEWER, null].map(
        (viewer) =>
          [
            `${type}, ${what}, ${viewer ? 'a viewer with a circle' : 'a guest'}`,
            text,
            viewer,
            query,
          ] as const,
      ),
    ),
  );

  it.each(cases)(
    '%s: reads check-ins by the circle and by primary key only',
    async (_name, text, viewer, query) => {
      const reads = checkInReads(await plan(text, [viewer, query, 20]));
      expect(reads.filter((read) => read !== 'check_ins_user_idx' && read !== 'check_ins_pkey')).toEqual([]);
      // A guest has no circle: the planner drops that part.
      expect(reads.includes('check_ins_user_idx')).toBe(viewer !== null);
    },
  );

  it('finds the few coffees of a precise query through the full-text GIN index', async () => {
    const used = planNodes(await plan(SEARCH_COFFEES_SQL, [null, 'kochere lot 12', 20])).map(
      (node) => node['Index Name'],
    );
    expect(used).toContain('coffees_fts_idx');
  });
});
