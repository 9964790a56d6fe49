import * as sql from '../src/feeds/feed-sql';
import { nearbyArea } from '../src/feeds/feeds.service';
import { planNodes, startPlanDatabase, type PlanDatabase } from './query-plans';

/**
 * The feed queries' plans on a table large enough for the planner to care: every ORDER BY is served
 * by an index (no sort of the table), and no feed reads check_ins, likes or saves sequentially.
 */
describe('feed query plans', () => {
  let plans: PlanDatabase;
  const VIEWER = 42;

  beforeAll(async () => {
    plans = await startPlanDatabase();
    const { db } = plans;
    await db.query(`INSERT INTO checkins.check_ins
        (user_id, coffee_name, roaster, brew_method, rating, likes_count, latitude, longitude)
      SELECT 1 + (g * 31) % 2000, 'Coffee ' || g, 'Roaster', 'Pour Over', 1 + g % 5, (g * 7) % 50,
        CASE WHEN g % 3 = 0 THEN -34 + (g % 1000) / 100.0 END, CASE WHEN g % 3 = 0 THEN 18 + (g % 997) / 100.0 END
      FROM generate_series(1, 200000) g`);
    await db.query(`INSERT INTO checkins.saved_check_ins (user_id, check_in_id)
      SELECT 1 + g % 100, g * 13 FROM generate_series(1, 10000) g`);
    await db.query(`INSERT INTO checkins.likes (check_in_id, user_id)
      SELECT g * 3, 1 + g % 100 FROM generate_series(1, 50000) g`);
    await db.query(
      'VACUUM ANALYZE checkins.check_ins, checkins.follows, checkins.authors, checkins.likes, checkins.saved_check_ins',
    );
  }, 120_000);
  afterAll(async () => {
    await plans.close();
  });

  const plan = async (text: string, params: unknown[]) => planNodes(await plans.explain(text, params));
  const area = nearbyArea(-33.5, 18.5, 50);
  const nearbyParams = [
    area.lat,
    area.lng,
    area.box.minLat,
    area.box.maxLat,
    area.box.minLng,
    area.box.maxLng,
    50,
    -1,
    0,
    21,
  ];
  const first = sql.FIRST_PAGE_ID;

  it.each([
    ['discover recent', sql.DISCOVER_RECENT_SQL, [VIEWER, first, 21], 'check_ins_pkey'],
    ['discover recent, guest, deep page', sql.DISCOVER_RECENT_SQL, [null, 100_000, 21], 'check_ins_pkey'],
    ['discover top', sql.DISCOVER_TOP_SQL, [VIEWER, 6, 0, 0, 21], 'check_ins_top_idx'],
    ['discover top, deep page', sql.DISCOVER_TOP_SQL, [VIEWER, 3, 20, 100_000, 21], 'check_ins_top_idx'],
    ['own', sql.AUTHOR_SQL, [VIEWER, VIEWER, first, 21], 'check_ins_user_idx'],
    ['a profile’s check-ins', sql.AUTHOR_SQL, [VIEWER, 7, first, 21], 'check_ins_user_idx'],
    ['a profile’s check-ins, guest, deep page', sql.AUTHOR_SQL, [null, 7, 150_000, 21], 'check_ins_user_idx'],
    ['saved', sql.SAVED_SQL, [VIEWER, first, 21], 'saved_user_idx'],
    ['admin all', sql.ADMIN_ALL_SQL, [VIEWER, first, 21], 'check_ins_pkey'],
    ['admin all, deep page', sql.ADMIN_ALL_SQL, [VIEWER, 100_000, 21], 'check_ins_pkey'],
    ['admin popular', sql.ADMIN_POPULAR_SQL, [VIEWER, first, 0, 0, 21], 'check_ins_popular_idx'],
    [
      'admin popular, deep page',
      sql.ADMIN_POPULAR_SQL,
      [VIEWER, 20, 0, 100_000, 21],
      'check_ins_popular_idx',
    ],
  ])('%s: walks its index in ORDER BY order', async (_name, text, params, index) => {
    const planNodes = await plan(text, params);
    expect(
      planNodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] !== 'authors'),
    ).toEqual([]);
    expect(planNodes.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);
    expect(planNodes.some((node) => node['Index Name'] === index)).toBe(true);
  });

  it('home timeline page: one primary-key probe per entry and per author, stopping at the page', async () => {
    const timelineIds = Array.from({ length: 42 }, (_, index) => 199_990 - index * 37);
    const planNodes = await plan(sql.TIMELINE_PAGE_SQL, [VIEWER, timelineIds, 21]);
    const kinds = planNodes.map((node) => node['Node Type']);
    expect(kinds).not.toContain('Seq Scan');
    expect(kinds).not.toContain('Hash Join');
    expect(kinds).not.toContain('Sort');
    expect(planNodes.some((node) => node['Index Name'] === 'check_ins_pkey')).toBe(true);
    expect(planNodes.some((node) => node['Index Name'] === 'authors_pkey')).toBe(true);
  });

  it.each([
    ['discover friends', sql.DISCOVER_FRIENDS_SQL, [VIEWER, first, 21], 'check_ins_user_idx'],
    ['home recent (beyond the cap)', sql.HOME_RECENT_SQL, [VIEWER, first, 21], 'check_ins_user_idx'],
    ['home friends (beyond the cap)', sql.HOME_FRIENDS_SQL, [VIEWER, first, 21], 'check_ins_user_idx'],
    ['home top', sql.HOME_TOP_SQL, [VIEWER, 6, 0, 0, 21], 'check_ins_user_idx'],
    ['timeline rebuild', sql.TIMELINE_REBUILD_SQL, [VIEWER, 0, 800], 'check_ins_user_idx'],
    ['discover nearby', sql.DISCOVER_NEARBY_SQL, [VIEWER, ...nearbyParams], 'check_ins_geo_idx'],
  ])('%s: reads only the followees’ (or the area’s) rows', async (_name, text, params, index) => {
    const planNodes = await plan(text, params);
    const sequential = planNodes.filter(
      (node) =>
        node['Node Type'] === 'Seq Scan' &&
        ['check_ins', 'likes', 'saved_check_ins'].includes(node['Relation Name'] ?? ''),
    );
    expect(sequential).toEqual([]);
    expect(planNodes.some((node) => node['Index Name'] === index)).toBe(true);
  });
});
