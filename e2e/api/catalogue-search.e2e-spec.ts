import { performance } from 'node:perf_hooks';
import type { CoffeeBag, Roaster } from '@crema/contracts/admin/catalogue';
import type { CoffeeResult, RoasterResult } from '@crema/contracts/search/search';
import { adminClient } from './support/admin';
import { createCheckIn } from './support/check-ins';
import { ApiClient } from './support/http';
import { BOOT_TIMEOUT_MS, sharedSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

/** Admin edits reach search within this long after the admin call answered. */
const CATALOGUE_TO_SEARCH_MS = 1000;
/** How long a poll keeps trying before it gives up (well past the limit, to report the time it took). */
const POLL_GIVE_UP_MS = 10_000;

describe('catalogue in search', () => {
  const system = sharedSystem();
  let admin: ApiClient;
  let person: ApiClient;

  beforeAll(async () => {
    admin = await adminClient(system);
    ({ client: person } = await signedUpClient(system.baseUrl, newUser('drinker')));
  }, BOOT_TIMEOUT_MS);

  // Each poll comes from its own address: a tight poll is many searches, and the search limit
  // (300 per address in 5 minutes) is not what this measures.
  let address = 0;
  const search = async <T>(type: 'coffees' | 'roasters', query: string): Promise<T[]> => {
    address += 1;
    const response = await new ApiClient(system.baseUrl).get(
      `/api/search?type=${type}&query=${encodeURIComponent(query)}`,
      { headers: { 'x-forwarded-for': `10.9.${address >> 8}.${address & 255}` } },
    );
    if (response.status !== 200) throw new Error(`search: ${response.status} ${response.text}`);
    return response.body as T[];
  };

  /**
   * Searches back to back (no pause) from now until `shows` holds for the results; the
   * milliseconds that took.
   */
  async function millisecondsUntil<T>(
    type: 'coffees' | 'roasters',
    query: string,
    shows: (results: T[]) => boolean,
  ): Promise<number> {
    const started = performance.now();
    for (;;) {
      if (shows(await search<T>(type, query))) return performance.now() - started;
      if (performance.now() - started > POLL_GIVE_UP_MS)
        throw new Error(`search for ${query} never showed it`);
    }
  }

  const roasterNamed = (name: string) => (results: RoasterResult[]) =>
    results.find((result) => result.name === name);

  it('shows a new roaster’s location and a new bag’s link within a second, and loses them when the roaster goes', async () => {
    const roasterName = 'Latency Lab Roasters';
    const coffeeName = 'Measured Kayon Mountain';
    await createCheckIn(person, { coffeeName, roaster: roasterName, rating: 5 });
    // A check-in enters the aggregates in its own transaction: searchable as soon as it is posted.
    expect(roasterNamed(roasterName)(await search('roasters', roasterName))).toEqual({
      id: 'latency lab roasters',
      name: roasterName,
      location: null,
      logoUrl: null,
      coffeesCount: 1,
    });
    expect((await search<CoffeeResult>('coffees', coffeeName))[0]).toMatchObject({
      name: coffeeName,
      coffeeBagId: null,
    });

    const created = await admin.post('/api/admin/roasters', {
      name: roasterName,
      location: 'Rogers, Arkansas',
      logoUrl: '/media/logos/latency-lab.png',
    });
    expect(created.status).toBe(201);
    const roasterLatency = await millisecondsUntil('roasters', roasterName, (results: RoasterResult[]) =>
      Boolean(roasterNamed(roasterName)(results)?.location),
    );
    expect(roasterNamed(roasterName)(await search('roasters', roasterName))).toEqual({
      id: 'latency lab roasters',
      name: roasterName,
      location: 'Rogers, Arkansas',
      logoUrl: '/media/logos/latency-lab.png',
      coffeesCount: 1,
    });

    const bag = await admin.post('/api/admin/coffee-bags', { coffeeName, roasterName });
    expect(bag.status).toBe(201);
    const bagId = (bag.body as CoffeeBag).id;
    const bagLatency = await millisecondsUntil(
      'coffees',
      coffeeName,
      (results: CoffeeResult[]) => results[0]?.coffeeBagId === bagId,
    );

    // Its bags stay in the catalogue without a roaster, so the coffee loses its link too.
    const deleted = await admin.delete(`/api/admin/roasters/${(created.body as Roaster).id}`);
    expect(deleted.status).toBe(204);
    const deleteLatency = await millisecondsUntil(
      'roasters',
      roasterName,
      (results: RoasterResult[]) => roasterNamed(roasterName)(results)?.location === null,
    );
    expect(roasterNamed(roasterName)(await search('roasters', roasterName))).toEqual({
      id: 'latency lab roasters',
      name: roasterName,
      location: null,
      logoUrl: null,
      coffeesCount: 1,
    });
    await millisecondsUntil(
      'coffees',
      coffeeName,
      (results: CoffeeResult[]) => results[0]?.coffeeBagId === null,
    );

    process.stdout.write(
      `admin edit → search: roaster ${roasterLatency.toFixed(0)} ms, bag ${bagLatency.toFixed(0)} ms, ` +
        `roaster deleted ${deleteLatency.toFixed(0)} ms\n`,
    );
    expect(roasterLatency).toBeLessThan(CATALOGUE_TO_SEARCH_MS);
    expect(bagLatency).toBeLessThan(CATALOGUE_TO_SEARCH_MS);
    expect(deleteLatency).toBeLessThan(CATALOGUE_TO_SEARCH_MS);
  });

  it('finds a catalogued roaster nobody has checked in yet, with no coffees, for guests and people alike', async () => {
    const created = await admin.post('/api/admin/roasters', { name: 'Untasted Roastery', location: 'Oslo' });
    expect(created.status).toBe(201);
    const expected = {
      id: 'untasted roastery',
      name: 'Untasted Roastery',
      location: 'Oslo',
      logoUrl: null,
      coffeesCount: 0,
    };
    await millisecondsUntil('roasters', 'untasted', (results: RoasterResult[]) => results.length > 0);
    expect(await search('roasters', 'untasted')).toEqual([expected]);
    const signedIn = await person.get('/api/search?type=roasters&query=untasted');
    expect(signedIn.body).toEqual([expected]);

    expect((await admin.delete(`/api/admin/roasters/${(created.body as Roaster).id}`)).status).toBe(204);
    await millisecondsUntil('roasters', 'untasted', (results: RoasterResult[]) => results.length === 0);
  });
});
