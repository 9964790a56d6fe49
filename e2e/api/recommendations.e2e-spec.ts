import type { Recommendations } from '@crema/contracts/insights/recommendations';
import { createCheckIn, eventually } from './support/check-ins';
import { expectProblem } from './support/expectations';
import type { ApiClient } from './support/http';
import { setPrivacy } from './support/social';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

describe('insights API: recommendations', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    // Rebuild the model 300 ms after the last change instead of 30 s, so the test need not wait.
    system = await bootSystem({ RECOMMENDATION_MODEL_DEBOUNCE_MS: '300' });
  }, BOOT_TIMEOUT_MS);
  afterAll(() => system?.stop());

  const person = (prefix = 'p') => signedUpClient(system.baseUrl, newUser(prefix));
  const recommendationsOf = async (client: ApiClient, refresh = false) => {
    const response = await client.get(`/api/recommendations${refresh ? '?refresh=1' : ''}`);
    expect(response.status).toBe(200);
    return response.body as Recommendations;
  };
  const names = (answer: Recommendations) => answer.coffees.map((coffee) => coffee.name);

  // A community: fruity light washed coffees loved by a cluster; the secret ones only by hidden people.
  const FRUITY = ['Kochere', 'Gesha Village', 'Nano Challa', 'Hambela'];
  const SECRETS = {
    private: 'Secret Private Lot',
    friends: 'Secret Friends Lot',
    unshared: 'Secret Unshared Lot',
  };
  const fruity = (coffeeName: string, rating: number) => ({
    coffeeName,
    roaster: 'Bright Roasters',
    rating,
    roastLevel: 'Light' as const,
    brewMethod: 'Pour Over' as const,
    tastingNotes: ['Fruity', 'Floral'] as ('Fruity' | 'Floral')[],
    brewDetails: { coffeeOrigin: 'Ethiopia', processingMethod: 'Washed' as const },
  });

  beforeAll(async () => {
    const fans = await Promise.all(Array.from({ length: 4 }, () => person('fan')));
    for (const fan of fans) for (const name of FRUITY) await createCheckIn(fan.client, fruity(name, 5));
    const hidden = await Promise.all([person('priv'), person('frnd'), person('unsh')]);
    await setPrivacy(hidden[0].client, { profileVisibility: 'private' });
    await setPrivacy(hidden[1].client, { profileVisibility: 'friends' });
    await setPrivacy(hidden[2].client, { shareCheckIns: false });
    const secrets = [SECRETS.private, SECRETS.friends, SECRETS.unshared];
    for (const [index, who] of hidden.entries()) {
      for (const name of FRUITY) await createCheckIn(who.client, fruity(name, 5));
      for (let repeat = 0; repeat < 3; repeat += 1)
        await createCheckIn(who.client, fruity(secrets[index]!, 5));
    }
  }, 120_000);

  it('answers the full shape, cold start included, for someone without check-ins', async () => {
    const { client } = await person('cold');
    const answer = await eventually(async () => {
      const fresh = await recommendationsOf(client, true);
      expect(names(fresh)).toEqual(expect.arrayContaining(['Kochere']));
      return fresh;
    }, 30_000);
    for (const coffee of answer.coffees) {
      expect(coffee.reason.length).toBeGreaterThan(0);
      expect(coffee.description.length).toBeGreaterThan(0);
      expect(coffee.averageRating).toBeGreaterThan(0);
    }
    expect(answer.brewingTips).toEqual([]);
    expect(answer.insights).toMatchObject({
      favoriteBrewMethod: null,
      favoriteRoaster: null,
      averageRating: null,
    });
    expect(answer.insights.ratingTrend).toHaveLength(6);
  });

  it('never recommends a coffee only people who hide their check-ins drank, nor one you checked in', async () => {
    const { client } = await person('taster');
    await createCheckIn(client, fruity('Kochere', 5));
    await createCheckIn(client, fruity('Gesha Village', 4));
    await createCheckIn(client, fruity('My Own Lot', 5));
    const answer = await eventually(async () => {
      const fresh = await recommendationsOf(client, true);
      expect(names(fresh)).toEqual(expect.arrayContaining(['Nano Challa', 'Hambela']));
      return fresh;
    }, 30_000);
    expect(names(answer)).not.toContain('Kochere');
    expect(names(answer)).not.toContain('Gesha Village');
    for (const secret of Object.values(SECRETS)) expect(names(answer)).not.toContain(secret);
    expect(answer.insights).toMatchObject({
      favoriteBrewMethod: 'Pour Over',
      favoriteRoaster: 'Bright Roasters',
    });
  });

  it('caches per person until their next check-in or a model rebuild; refresh=1 recomputes', async () => {
    const { client } = await person('cache');
    await createCheckIn(client, fruity('Kochere', 5));
    // Once insights has the check-in (its stats count it), the answer stays cached until the next one.
    await eventually(async () =>
      expect(((await client.get('/api/user/stats')).body as { totalCheckIns: number }).totalCheckIns).toBe(1),
    );
    // A model rebuild (other files' check-ins ask for one) expires every cached answer: two asks in
    // a row without one between them get the same answer.
    const first = await eventually(async () => {
      const answer = await recommendationsOf(client);
      expect((await recommendationsOf(client)).generatedAt).toBe(answer.generatedAt);
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refreshed = await recommendationsOf(client, true);
    expect(refreshed.generatedAt).not.toBe(first.generatedAt);
    await createCheckIn(client, fruity('Hambela', 4));
    await eventually(async () =>
      expect((await recommendationsOf(client)).generatedAt).not.toBe(refreshed.generatedAt),
    );
    expect(names(await recommendationsOf(client))).not.toContain('Hambela');
  });

  it("follows the settings: ratio advice for the preferred strength, recomputed when it changes", async () => {
    const { client } = await person('strong');
    const strength = async (coffeeStrengthPreference: string) =>
      expect((await client.patch('/api/user/settings', { preferences: { coffeeStrengthPreference } })).status).toBe(200);
    await strength('strong');
    // Three V60 cups at 17:1, all rated alike: the ratings say nothing, the strength does.
    for (const name of ['Kochere', 'Hambela', 'Nano Challa'])
      await createCheckIn(client, { ...fruity(name, 4), brewMethod: 'V60', brewDetails: { dose: 15, water: 255 } });
    await eventually(async () =>
      expect(((await client.get('/api/user/stats')).body as { totalCheckIns: number }).totalCheckIns).toBe(3),
    );
    expect((await recommendationsOf(client)).brewingTips).toEqual([
      {
        topic: 'ratio',
        title: 'For the strong coffee you prefer, brew V60 around 15:1',
        detail: 'Your V60 cups sit around 17:1 over 3 cups: less water or more coffee makes them stronger.',
      },
    ]);
    await strength('light');
    expect((await recommendationsOf(client)).brewingTips).toEqual([]);
  });

  it('refuses a malformed refresh flag with a 400', async () => {
    const { client } = await person('bad');
    expectProblem(await client.get('/api/recommendations?refresh=maybe'), 400);
  });
});
