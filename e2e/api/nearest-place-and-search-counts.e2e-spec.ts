import { randomBytes } from 'node:crypto';
import type { NearestPlace } from '@crema/contracts/checkins/places';
import type { SearchCounts } from '@crema/contracts/search/search';
import { createCheckIn, eventually } from './support/check-ins';
import { expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { setPrivacy } from './support/social';
import { sharedSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

describe('nearest place and search counts (ADR 0020)', () => {
  const system = sharedSystem();

  const nearest = async (client: ApiClient, lat: number | string, lng: number | string) => {
    const response = await client.get(`/api/places/nearest?lat=${lat}&lng=${lng}`);
    if (response.status !== 200) throw new Error(`nearest: ${response.status} ${response.text}`);
    return response.body as NearestPlace;
  };

  it('names the café within 300 m and the city, else only the city, else nothing', async () => {
    const { client } = await signedUpClient(system.baseUrl, newUser('locator'));
    await createCheckIn(client, {
      coffeeName: 'Bella Donovan',
      location: 'Blue Bottle Webster',
      coordinates: { latitude: 37.8025, longitude: -122.2718 },
    });
    const other = await signedUpClient(system.baseUrl, newUser('viewer'));

    const near = await eventually(async () => {
      const place = await nearest(other.client, 37.8035, -122.2712); // about 120 m away
      expect(place.cafe?.name).toBe('Blue Bottle Webster');
      return place;
    });
    expect(near.cafe?.distanceM).toBeGreaterThan(50);
    expect(near.cafe?.distanceM).toBeLessThan(300);
    expect(near.city).toMatchObject({ name: 'Oakland', country: 'US' });

    const cityOnly = await nearest(other.client, 37.81, -122.25); // about 2 km from the café
    expect(cityOnly.cafe).toBeNull();
    expect(cityOnly.city?.name).toBe('Oakland');

    expect(await nearest(other.client, 0, -30)).toEqual({ cafe: null, city: null }); // mid-Atlantic
  });

  it("never names a café only a private person's check-in knows", async () => {
    const { client } = await signedUpClient(system.baseUrl, newUser('secretive'));
    await createCheckIn(client, {
      coffeeName: 'Hidden Gesha',
      location: 'My Secret Kitchen',
      coordinates: { latitude: 52.5301, longitude: 13.4012 },
    });
    await setPrivacy(client, { profileVisibility: 'private' });
    const other = await signedUpClient(system.baseUrl, newUser('curious'));
    await eventually(async () => {
      const place = await nearest(other.client, 52.5302, 13.4013);
      expect(place.cafe).toBeNull();
      expect(place.city?.name).toBe('Berlin');
    });
    // The author still sees their own.
    expect((await nearest(client, 52.5302, 13.4013)).cafe?.name).toBe('My Secret Kitchen');
  });

  it('answers bad coordinates with problem+json 400, and guests with 401', async () => {
    const { client } = await signedUpClient(system.baseUrl, newUser('badinput'));
    for (const query of [
      'lat=91&lng=0',
      'lat=0&lng=181',
      'lat=abc&lng=1',
      'lng=1',
      'lat=&lng=',
      'lat=NaN&lng=1',
      'lat=1e400&lng=0',
    ]) {
      expectProblem(await client.get(`/api/places/nearest?${query}`), 400);
    }
    expectProblem(await new ApiClient(system.baseUrl).get('/api/places/nearest?lat=1&lng=1'), 401);
  });

  it('counts the results of every search tab, at most 20 each', async () => {
    // A made-up word and roaster of this test's own: the shared system holds other files' coffees
    // (Guji among them), and the counts are exact.
    const word = `xq${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
    const { client } = await signedUpClient(system.baseUrl, newUser(`${word}fan`));
    for (let index = 0; index < 3; index += 1)
      await createCheckIn(client, {
        coffeeName: `${word} Natural ${index}`,
        roaster: `Zebra ${word} Roasters`,
        location: `${word} House`,
      });
    const guest = new ApiClient(system.baseUrl);
    const counts = await eventually(async () => {
      const response = await guest.get(`/api/search/counts?query=${word}`);
      expect(response.status).toBe(200);
      const body = response.body as SearchCounts;
      expect(body.coffees).toBe(3);
      return body;
    });
    // The roaster, the café and the person's name match too.
    expect(counts).toEqual({ coffees: 3, roasters: 1, cafes: 1, users: 1 });
    expect((await guest.get(`/api/search/counts?query=zebra%20${word}%20roa`)).body).toMatchObject({
      roasters: 1,
      coffees: 3,
    });
    expectProblem(await guest.get('/api/search/counts?query=gu'), 400);
    expectProblem(await guest.get('/api/search/counts'), 400);
  });
});
