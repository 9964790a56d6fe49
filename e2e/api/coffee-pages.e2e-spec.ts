import type { CafePage, CoffeePage, RoasterPage } from '@crema/contracts/checkins/coffee-pages';
import type { CoffeeSuggestion, RoasterSuggestion } from '@crema/contracts/checkins/suggestions';
import type { CafeResult, CoffeeResult, RoasterResult } from '@crema/contracts/search/search';
import { createCheckIn, eventually, walkPages, type CheckInCard } from './support/check-ins';
import { expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { follow, setPrivacy } from './support/social';
import { sharedSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

/** Coffee, roaster and café pages and the check-in autocomplete over HTTP (issue 15, ADR 0017). */
describe('coffee pages API', () => {
  const system = sharedSystem();

  const guest = () => new ApiClient(system.baseUrl);
  async function ok<T>(client: ApiClient, path: string): Promise<T> {
    const response = await client.get(path);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${response.text}`);
    return response.body as T;
  }
  const first = async <T>(client: ApiClient, type: string, query: string) =>
    eventually(async () => {
      const [result] = await ok<T[]>(client, `/api/search?type=${type}&query=${encodeURIComponent(query)}`);
      if (!result) throw new Error(`no ${type} for ${query}`);
      return result;
    });

  it('leads from each search result to its page, with the check-ins paged by Link headers', async () => {
    const { client } = await signedUpClient(system.baseUrl, newUser('pages'));
    const coffee = {
      coffeeName: 'Page Walk Gesha',
      roaster: 'Page Walk Roasters',
      location: 'Page Walk Café',
    };
    for (const rating of [5, 4, 4])
      await createCheckIn(client, { ...coffee, rating, tastingNotes: ['Floral'] });

    const coffeeResult = await first<CoffeeResult>(guest(), 'coffees', 'page walk gesha');
    const page = await ok<CoffeePage>(guest(), `/api/coffees/${coffeeResult.id}`);
    expect(page).toMatchObject({
      name: 'Page Walk Gesha',
      roaster: 'Page Walk Roasters',
      bag: null,
      stats: { checkInsCount: 3, avgRating: 4.3, ratingDistribution: [0, 0, 0, 2, 1] },
    });
    expect(page.stats.tastingNotes).toEqual([{ name: 'Floral', count: 3, onBag: false }]);
    const { pages } = await walkPages<CheckInCard>(
      guest(),
      `/api/coffees/${coffeeResult.id}/check-ins?limit=2`,
    );
    expect(pages.map((items) => items.length)).toEqual([2, 1]);

    const roasterResult = await first<RoasterResult>(guest(), 'roasters', 'page walk roasters');
    const roaster = await ok<RoasterPage>(guest(), `/api/roasters/${encodeURIComponent(roasterResult.id)}`);
    expect(roaster.coffees).toEqual([
      { id: coffeeResult.id, name: 'Page Walk Gesha', checkInsCount: 3, avgRating: 4.3 },
    ]);
    expect(
      (
        await ok<CheckInCard[]>(
          guest(),
          `/api/roasters/${encodeURIComponent('PAGE WALK roasters')}/check-ins`,
        )
      ).length,
    ).toBe(3);

    const cafeResult = await first<CafeResult>(guest(), 'cafes', 'page walk cafe');
    expect((await ok<CafePage>(guest(), `/api/cafes/${cafeResult.id}`)).stats.checkInsCount).toBe(3);
    expect(await ok<CheckInCard[]>(guest(), `/api/cafes/${cafeResult.id}/check-ins`)).toHaveLength(3);
  });

  it('answers 400 for bad ids and cursors, 404 for pages that are not there', async () => {
    const statusOf = async (path: string) => [path, (await guest().get(path)).status] as const;
    const bad = [
      '/api/coffees/abc',
      '/api/coffees/0',
      '/api/coffees/-1',
      '/api/cafes/1.5',
      '/api/cafes/99999999999',
      `/api/roasters/${'x'.repeat(121)}`,
      `/api/roasters/${encodeURIComponent('ø'.repeat(121))}`,
      '/api/coffees/1/check-ins?cursor=%24%24%24',
      '/api/coffees/1/check-ins?limit=500',
    ];
    const missing = [
      '/api/coffees/2147483000',
      '/api/cafes/2147483000/check-ins',
      '/api/roasters/nobody%20roasts%20this',
    ];
    const statuses = await Promise.all([...bad, ...missing].map(statusOf));
    expect(statuses).toEqual([...bad.map((path) => [path, 400]), ...missing.map((path) => [path, 404])]);
    expectProblem(await guest().get('/api/coffees/abc'), 400);
    expectProblem(await guest().get('/api/coffees/2147483000'), 404);
  });

  it('never counts a private person’s check-ins for anyone else, and shows friends who had it', async () => {
    const open = await signedUpClient(system.baseUrl, newUser('open'));
    const secret = await signedUpClient(system.baseUrl, newUser('secret'));
    const viewer = await signedUpClient(system.baseUrl, newUser('viewer'));
    await setPrivacy(secret.client, { profileVisibility: 'private' });
    const coffee = { coffeeName: 'Privacy Page Lot', roaster: 'Privacy Page Roasters' };
    await createCheckIn(open.client, { ...coffee, rating: 5, tastingNotes: ['Berry'] });
    await createCheckIn(secret.client, { ...coffee, rating: 1, tastingNotes: ['Smoky'] });
    await follow(viewer.client, open.self.id);
    await follow(viewer.client, secret.self.id);
    const { id } = await first<CoffeeResult>(guest(), 'coffees', 'privacy page lot');

    const seen = await eventually(async () => {
      const page = await ok<CoffeePage>(viewer.client, `/api/coffees/${id}`);
      expect(page.stats.friendsCount).toBe(1);
      return page;
    });
    expect(seen.stats).toMatchObject({ checkInsCount: 1, ratingDistribution: [0, 0, 0, 0, 1] });
    expect(seen.stats.friends.map((friend) => friend.username)).toEqual([open.self.username]);
    expect(seen.stats.tastingNotes.map((note) => note.name)).toEqual(['Berry']);
    const cards = await ok<CheckInCard[]>(viewer.client, `/api/coffees/${id}/check-ins`);
    expect(cards.map((card) => card.userId)).toEqual([open.self.id]);
    expect((await ok<CoffeePage>(secret.client, `/api/coffees/${id}`)).stats.checkInsCount).toBe(2);

    await createCheckIn(secret.client, { coffeeName: 'Only Mine Page', roaster: 'Privacy Page Roasters' });
    const [mine] = await ok<CoffeeResult[]>(
      secret.client,
      '/api/search?type=coffees&query=only%20mine%20page',
    );
    expectProblem(await guest().get(`/api/coffees/${mine!.id}`), 404);
    expectProblem(await viewer.client.get(`/api/coffees/${mine!.id}/check-ins`), 404);
  });

  it('suggests coffees and roasters to a signed-in person only, validated', async () => {
    const { client } = await signedUpClient(system.baseUrl, newUser('typer'));
    await createCheckIn(client, { coffeeName: 'Autocomplete Kochere', roaster: 'Autocomplete Coffee Lab' });
    expect(await ok<CoffeeSuggestion[]>(client, '/api/suggestions/coffees?query=autocompl')).toEqual([
      { coffeeName: 'Autocomplete Kochere', roaster: 'Autocomplete Coffee Lab', source: 'history' },
    ]);
    expect(await ok<RoasterSuggestion[]>(client, '/api/suggestions/roasters?query=autoc%20cof')).toEqual([
      { roaster: 'Autocomplete Coffee Lab', source: 'history' },
    ]);
    expectProblem(await guest().get('/api/suggestions/roasters?query=auto'), 401);
    expectProblem(await client.get('/api/suggestions/roasters?query=a'), 400);
    expectProblem(await client.get('/api/suggestions/coffees'), 400);
  });
});
