import type { CafeResult, CoffeeResult, RoasterResult, UserResult } from '@crema/contracts/search/search';
import { createCheckIn, eventually, photoWithGps } from './support/check-ins';
import { expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { follow } from './support/social';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

// Its own system: it searches for well-known names (Stumptown, Café de Olla) that other files'
// check-ins use too, and counts their check-ins.
describe('search API', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await bootSystem();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => system?.stop());

  const guest = () => new ApiClient(system.baseUrl);
  const search = <T>(client: ApiClient, type: string, query: string) =>
    client.get(`/api/search?type=${type}&query=${encodeURIComponent(query)}`).then((response) => {
      if (response.status !== 200) throw new Error(`search: ${response.status} ${response.text}`);
      return response.body as T[];
    });

  it('finds coffees despite a typo, accents and a bare prefix, best match first, with their ratings', async () => {
    const { client } = await signedUpClient(system.baseUrl, newUser('cupper'));
    await createCheckIn(client, {
      coffeeName: 'Ethiopia Yirgacheffe Kochere',
      roaster: 'Onyx Coffee Lab',
      rating: 5,
    });
    await createCheckIn(client, {
      coffeeName: 'Ethiopia Yirgacheffe Kochere',
      roaster: 'Onyx Coffee Lab',
      rating: 4,
    });
    await createCheckIn(client, { coffeeName: 'Café de Olla', roaster: 'Tostadores Unidos', rating: 3 });
    await createCheckIn(client, { coffeeName: 'Hair Bender', roaster: 'Stumptown Coffee', rating: 4 });

    await eventually(async () => {
      const typo = await search<CoffeeResult>(guest(), 'coffees', 'yirgachefe');
      expect(typo[0]).toMatchObject({
        name: 'Ethiopia Yirgacheffe Kochere',
        roaster: 'Onyx Coffee Lab',
        avgRating: 4.5,
        ratingsCount: 2,
      });
    });
    expect((await search<CoffeeResult>(guest(), 'coffees', 'cafe de olla'))[0]?.name).toBe('Café de Olla');
    expect((await search<CoffeeResult>(guest(), 'coffees', 'CAFÉ'))[0]?.name).toBe('Café de Olla');
    expect((await search<CoffeeResult>(guest(), 'coffees', 'hair ben'))[0]?.name).toBe('Hair Bender');
    expect((await search<RoasterResult>(guest(), 'roasters', 'stumptow'))[0]).toEqual({
      id: 'stumptown coffee',
      name: 'Stumptown Coffee',
      location: null,
      logoUrl: null,
      coffeesCount: 1,
    });
  });

  it('finds places and people, at most 20 results', async () => {
    const { client, self } = await signedUpClient(system.baseUrl, newUser('barista'));
    for (let index = 0; index < 22; index += 1)
      await createCheckIn(client, { coffeeName: `Bulk Espresso ${index}`, location: 'Café Kitsuné, Paris' });
    await eventually(async () => {
      const cafes = await search<CafeResult>(guest(), 'cafes', 'kitsune');
      expect(cafes[0]).toMatchObject({ name: 'Café Kitsuné, Paris', checkInsCount: 22 });
    });
    expect(await search<CoffeeResult>(guest(), 'coffees', 'bulk espresso')).toHaveLength(20);
    const viewer = await signedUpClient(system.baseUrl, newUser('finder'));
    await follow(viewer.client, self.id);
    const people = await search<UserResult>(viewer.client, 'users', self.username.slice(0, 8));
    expect(people.find((person) => person.id === self.id)).toMatchObject({
      username: self.username,
      checkInsCount: 22,
      isFollowing: true,
    });
  });

  it("never shows a photo of a check-in the viewer may not see as a coffee's image", async () => {
    const hidden = await signedUpClient(system.baseUrl, newUser('hidden'));
    const open = await signedUpClient(system.baseUrl, newUser('open'));
    expect(
      (await hidden.client.patch('/api/user/settings', { preferences: { profileVisibility: 'private' } }))
        .status,
    ).toBe(200);
    const coffee = { coffeeName: 'Shared Secret Geisha', roaster: 'Twin Roasters' };
    const privatePhoto = await createCheckIn(hidden.client, coffee, { bytes: await photoWithGps(400, 300) });
    await createCheckIn(open.client, coffee);
    const image = async (client: ApiClient) =>
      (await search<CoffeeResult>(client, 'coffees', 'shared secret geisha')).find(
        (result) => result.roaster === 'Twin Roasters',
      )?.imageUrl;
    await eventually(async () => expect(await image(guest())).toBeNull());
    expect(await image(open.client)).toBeNull();
    // The owner sees their own photo.
    expect(await image(hidden.client)).toBe(privatePhoto.photoThumbnail);
    const publicPhoto = await createCheckIn(open.client, coffee, { bytes: await photoWithGps(400, 300) });
    await eventually(async () => expect(await image(guest())).toBe(publicPhoto.photoThumbnail));
  });

  it.each([
    ['no type', 'query=espresso'],
    ['an unknown type', 'type=teas&query=espresso'],
    ['no query', 'type=coffees'],
    ['a 2-character query', 'type=coffees&query=ab'],
    ['2 characters padded with spaces', 'type=users&query=%20%20ab%20%20'],
    // Longer URLs (over 8 KB) are refused before any route: 414 (oversized-requests.e2e-spec.ts).
    ['a 4 kB query', `type=coffees&query=${'x'.repeat(4_000)}`],
    ['a NUL character', 'type=coffees&query=abc%00def'],
    ['a repeated type', 'type=coffees&type=users&query=espresso'],
  ])('answers 400 problem+json for %s', async (_name, query) => {
    expectProblem(await guest().get(`/api/search?${query}`), 400);
  });

  it.each([
    ['SQL', "'); DROP TABLE checkins.check_ins;--"],
    ['HTML', '<script>alert(1)</script>'],
    ['regex and tsquery syntax', 'a:* & !b | (c <-> d) \\ %_'],
    ['unicode', '珈琲 ☕ Ωmega 𝔘𝔫𝔦'],
  ])('treats %s as plain text (200, no error)', async (_name, text) => {
    for (const type of ['coffees', 'roasters', 'cafes', 'users']) {
      const response = await guest().get(`/api/search?type=${type}&query=${encodeURIComponent(text)}`);
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
    }
  });

  it('answers 429 with Retry-After once a client address has searched 300 times in 5 minutes', async () => {
    const client = guest();
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let batch = 0; batch < 30; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => client.get('/api/search?type=users&query=nobody', { headers })),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await client.get('/api/search?type=users&query=nobody', { headers });
    expectProblem(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await client.get('/api/search?type=users&query=nobody', {
      headers: { 'x-forwarded-for': '203.0.113.78' },
    });
    expect(other.status).toBe(200);
  });
});
