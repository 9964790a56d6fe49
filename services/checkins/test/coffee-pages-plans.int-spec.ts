import {
  checkInsSql,
  COFFEE_SQL,
  friendsSql,
  ROASTER_COFFEES_SQL,
  ROASTER_SQL,
  statsSql,
} from '../src/coffee-pages/coffee-pages-sql';
import { FIRST_PAGE_ID } from '../src/feeds/feed-sql';
import { SUGGEST_COFFEES_SQL, SUGGEST_ROASTERS_SQL } from '../src/suggestions/suggestions-sql';
import { readsOf, startPlanDatabase, type PlanDatabase } from './query-plans';

/**
 * The coffee, roaster and café pages' and autocomplete's plans over 100k check-ins of 3,000
 * coffees (ADR 0017): check-ins are read through the index of the page's scope, the viewer's
 * followees or the person's own history, never sequentially, so a page costs what its own
 * check-ins cost, not what the table holds.
 */
describe('coffee page and autocomplete query plans', () => {
  let plans: PlanDatabase;
  const VIEWER = 10;
  let coffeeId: number;
  let placeId: number;

  beforeAll(async () => {
    plans = await startPlanDatabase();
    const { db } = plans;
    await db.query(`INSERT INTO checkins.check_ins (user_id, coffee_name, roaster, location, brew_method, rating, tasting_notes)
      SELECT 1 + (g * 31) % 2000, 'Lot ' || (g % 3000), 'Roaster ' || (g % 300),
        CASE WHEN g % 3 = 0 THEN 'Café ' || (g % 400) END, 'Pour Over', 1 + g % 5, ARRAY['Floral', 'Berry']
      FROM generate_series(1, 100000) g`);
    await db.query('SELECT checkins.rebuild_search_aggregates()');
    await db.query(
      'VACUUM ANALYZE checkins.check_ins, checkins.follows, checkins.authors, checkins.coffees, checkins.roasters, checkins.places',
    );
    const firstId = async (table: string) =>
      (await db.query<{ id: number }[]>(`SELECT min(id) AS id FROM checkins.${table}`))[0]!.id;
    coffeeId = await firstId('coffees');
    placeId = await firstId('places');
  }, 180_000);
  afterAll(async () => {
    await plans.close();
  });

  const scopes = () =>
    [
      ['coffee', coffeeId, 'check_ins_coffee_idx'],
      ['roaster', 'Roaster 7', 'check_ins_coffee_idx'],
      ['cafe', placeId, 'check_ins_place_idx'],
    ] as const;

  it.each(['coffee', 'roaster', 'cafe'] as const)(
    'reads a %s page’s check-ins through its scope’s index, the friends through their own',
    async (scope) => {
      const [, id, index] = scopes().find(([name]) => name === scope)!;
      for (const viewer of [VIEWER, null]) {
        const stats = readsOf(await plans.explain(statsSql(scope), [viewer, id, 12]), 'check_ins');
        expect(stats.filter((read) => read !== index)).toEqual([]);
        const list = readsOf(
          await plans.explain(checkInsSql(scope), [viewer, id, FIRST_PAGE_ID, 21]),
          'check_ins',
        );
        expect(list.filter((read) => read !== index && read !== 'check_ins_pkey')).toEqual([]);
        const friends = readsOf(await plans.explain(friendsSql(scope), [viewer, id, 12]), 'check_ins');
        expect(friends.filter((read) => read !== 'check_ins_user_idx' && read !== index)).toEqual([]);
      }
    },
  );

  it('finds a coffee, a roaster and a roaster’s coffees by their keys', async () => {
    expect(readsOf(await plans.explain(COFFEE_SQL, [coffeeId]), 'coffees')).toEqual(['coffees_pkey']);
    expect(readsOf(await plans.explain(ROASTER_SQL, ['Roaster 7']), 'roasters')).toEqual(['roasters_pkey']);
    const coffees = readsOf(await plans.explain(ROASTER_COFFEES_SQL, [VIEWER, 'Roaster 7', 20]), 'coffees');
    expect(coffees).toContain('coffees_roaster_idx');
    expect(coffees).not.toContain('Seq Scan');
  });

  it('suggests from the person’s own check-ins by check_ins_user_idx only', async () => {
    for (const [text, params] of [
      [SUGGEST_COFFEES_SQL, [VIEWER, 'lot 12', null, 8]],
      [SUGGEST_ROASTERS_SQL, [VIEWER, 'roaster 1', 8]],
    ] as const) {
      const reads = readsOf(await plans.explain(text, [...params]), 'check_ins');
      expect(reads.filter((read) => read !== 'check_ins_user_idx')).toEqual([]);
    }
  });
});
