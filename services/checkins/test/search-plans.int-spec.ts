import { SEARCH_COFFEES_SQL, SEARCH_PLACES_SQL, SEARCH_ROASTERS_SQL } from '../src/search/search-sql';
import { planNodes, readsOf, startPlanDatabase, type PlanDatabase } from './query-plans';

/**
 * The search queries' plans over 100k check-ins of a few thousand coffees: check-ins are read only
 * through the viewer's circle (check_ins_user_idx) and the page's photos (primary key), never
 * sequentially nor coffee by coffee, so the cost does not follow the number of check-ins. The admin
 * catalogue joined in is read through its own indexes only.
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
    // A catalogue larger than admins keep by hand, so the plans are those of a grown one (with a few
    // thousand rows the planner may read the table for a typo instead, as it does the roasters
    // table here): every roaster, 19,700 nobody checked in yet (two made-up words each), and a bag
    // for every other coffee.
    await db.query(`INSERT INTO checkins.catalogue_roasters (id, key, name, location, search_vector, updated_at)
      SELECT g, k.key, n.name, 'City ' || g, to_tsvector('simple', k.key), now()
      FROM generate_series(1, 20000) g,
        LATERAL (SELECT CASE WHEN g <= 300 THEN 'Roaster ' || (g - 1)
          ELSE initcap(translate(substr(md5(g::text), 1, 7), '0123456789', 'aeioubkmrt')) || ' '
            || initcap(translate(substr(md5(g::text), 8, 9), '0123456789', 'aeioubkmrt')) END AS name) n,
        LATERAL (SELECT checkins.search_normalize(n.name) AS key) k`);
    await db.query(`INSERT INTO checkins.catalogue_coffee_bags (id, name_key, roaster_key, updated_at)
      SELECT row_number() OVER (ORDER BY id), name_key, roaster_key, now() FROM checkins.coffees WHERE id % 2 = 0`);
    await db.query(
      'VACUUM ANALYZE checkins.check_ins, checkins.follows, checkins.authors, checkins.coffees, checkins.roasters, checkins.places, checkins.catalogue_roasters, checkins.catalogue_coffee_bags',
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
      const reads = readsOf(await plan(text, [viewer, query, 20]), 'check_ins');
      expect(reads.filter((read) => read !== 'check_ins_user_idx' && read !== 'check_ins_pkey')).toEqual([]);
      // A guest has no circle: the planner drops that part.
      expect(reads.includes('check_ins_user_idx')).toBe(viewer !== null);
    },
  );

  const catalogueIndexes = {
    catalogue_roasters: [
      'catalogue_roasters_fts_idx',
      'catalogue_roasters_trgm_idx',
      'catalogue_roasters_key_idx',
    ],
    catalogue_coffee_bags: ['catalogue_coffee_bags_key_idx'],
  };
  it.each(cases)('%s: reads the catalogue through its indexes only', async (name, text, viewer, query) => {
    const tree = await plan(text, [viewer, query, 20]);
    for (const [table, indexes] of Object.entries(catalogueIndexes)) {
      const reads = readsOf(tree, table);
      expect(reads.filter((read) => !indexes.includes(read))).toEqual([]);
      // Roasters look the catalogue up (its roasters nobody checked in, the facts of the others),
      // coffees their bags; cafés have no catalogue.
      const expected = name.startsWith(table === 'catalogue_roasters' ? 'roasters' : 'coffees');
      expect(reads.length > 0).toBe(expected);
    }
  });

  it('finds catalogued roasters nobody checked in yet through their own full-text and trigram indexes', async () => {
    const rows = await plans.db.query<{ key: string }[]>(
      'SELECT key FROM checkins.catalogue_roasters WHERE id = 1234',
    );
    const [first = '', second = ''] = (rows[0]?.key ?? '').split(' ');
    const prefix = readsOf(
      await plan(SEARCH_ROASTERS_SQL, [null, `${first} ${second.slice(0, 4)}`, 20]),
      'catalogue_roasters',
    );
    expect(prefix).toContain('catalogue_roasters_fts_idx');
    expect(prefix).not.toContain('Seq Scan');
    const typo = readsOf(
      await plan(SEARCH_ROASTERS_SQL, [null, `${first} ${second.slice(0, 3)}${second.slice(4)}`, 20]),
      'catalogue_roasters',
    );
    expect(typo).toContain('catalogue_roasters_trgm_idx');
    expect(typo).not.toContain('Seq Scan');
  });

  it('finds the few coffees of a precise query through the full-text GIN index', async () => {
    const used = planNodes(await plan(SEARCH_COFFEES_SQL, [null, 'kochere lot 12', 20])).map(
      (node) => node['Index Name'],
    );
    expect(used).toContain('coffees_fts_idx');
  });
});
