import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  checkInBody,
  checkInForm,
  checkInRow,
  checkinsCounts,
  createCheckIn,
  eventually,
  nextLinkOf,
  photoWithGps,
  postCheckInForm,
  rawCheckInForm,
  walkPages,
  type CheckInCard,
} from './support/check-ins';
import { anyNumber, anyString, expectClientError, expectProblem } from './support/expectations';
import { ApiClient, type ApiResponse } from './support/http';
import { sharedSystem } from './support/system';
import { signedUpClient } from './support/users';

describe('check-ins API', () => {
  const system = sharedSystem();

  const mediaPath = (url: string) => join(system.mediaDir, url.replace(/^\/media\//, ''));
  const storedPhotos = () => {
    const folder = join(system.mediaDir, 'check-ins');
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };
  const guest = () => new ApiClient(system.baseUrl);

  /** A check-in another user (or a guest) can see once the author projection has caught up. */
  async function visibleToGuest(id: number): Promise<CheckInCard> {
    return eventually(async () => {
      const response = await guest().get(`/api/shared-check-in/${id}`);
      expect(response.status).toBe(200);
      return response.body as CheckInCard;
    });
  }

  describe('posting', () => {
    it('creates a check-in with brew details and a photo stored as WebP without EXIF/GPS, plus a thumbnail', async () => {
      const { client, self } = await signedUpClient(system.baseUrl);
      const photo = await photoWithGps(3000, 2000);
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const body = checkInBody({
        location: 'Café Kitsuné, Paris',
        roastLevel: 'Medium-Light',
        coffeeType: 'Single Origin',
        rating: 5,
        tastingNotes: ['Fruity', 'Floral'],
        notes: 'Bright and juicy',
        brewDetails: {
          dose: 18,
          water: 300,
          waterTemp: 94,
          grindSizeNumeric: 4,
          brewTime: '03:30',
          flavorScore: 8,
        },
        coordinates: { latitude: 48.856613, longitude: 2.352222 },
      });
      const response = await postCheckInForm(
        client,
        checkInForm(body, { bytes: photo, filename: 'IMG_0001.JPG' }),
      );
      expect(response.status).toBe(201);
      const card = response.body as CheckInCard;
      expect(card).toMatchObject({
        id: anyNumber,
        userId: self.id,
        username: self.username,
        userAvatar: null,
        timestamp: anyString,
        location: 'Café Kitsuné, Paris',
        coffeeName: body.coffeeName,
        roaster: 'Test Roasters',
        rating: 5,
        brewMethod: 'Pour Over',
        roastLevel: 'Medium-Light',
        coffeeType: 'Single Origin',
        tastingNotes: ['Fruity', 'Floral'],
        notes: 'Bright and juicy',
        likesCount: 0,
        commentsCount: 0,
        isLiked: false,
        isSaved: false,
        brewDetails: {
          dose: 18,
          water: 300,
          waterTemp: 94,
          grindSizeNumeric: 4,
          brewTime: '03:30',
          flavorScore: 8,
        },
      });
      expect(card.photo).toMatch(/^\/media\/check-ins\/[A-Za-z0-9_-]+\.webp$/);
      expect(card.photoThumbnail).toBe(card.photo?.replace(/\.webp$/, '-thumb.webp'));

      for (const [url, max] of [
        [card.photo as string, 2048],
        [card.photoThumbnail as string, 640],
      ] as const) {
        const image = await fetch(new URL(url, system.baseUrl));
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/webp');
        const bytes = Buffer.from(await image.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(max);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
      }

      // Coordinates are kept only to about 100 m.
      const row = await checkInRow(system.databaseUrl, card.id);
      expect(row).toMatchObject({ latitude: 48.857, longitude: 2.352 });

      // The owner finds it in their list, in Discover and in their home feed.
      expect(((await client.get('/api/user/check-ins')).body as CheckInCard[]).map((c) => c.id)).toContain(
        card.id,
      );
      expect(
        ((await client.get('/api/check-ins?feedType=discover&filter=recent')).body as CheckInCard[]).map(
          (c) => c.id,
        ),
      ).toContain(card.id);
      expect(
        ((await client.get('/api/check-ins?feedType=feed&filter=recent')).body as CheckInCard[]).map(
          (c) => c.id,
        ),
      ).toContain(card.id);
    });

    it('creates a check-in without a photo, from the minimal form', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const response = await postCheckInForm(
        client,
        rawCheckInForm({ coffeeName: 'Plain', roaster: 'Roaster', brewMethod: 'Espresso', rating: '3' }),
      );
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        coffeeName: 'Plain',
        rating: 3,
        photo: null,
        photoThumbnail: null,
        location: null,
        roastLevel: null,
        coffeeType: null,
        tastingNotes: [],
        notes: null,
        brewDetails: null,
      });
    });

    it('stores hostile strings verbatim and returns them as data', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const hostile = {
        coffeeName: '<script>alert("x")</script>',
        roaster: "'; DROP TABLE checkins.check_ins; --",
        location: '{{7*7}} ${7*7} %s %n',
        notes: '<img src=x onerror=alert(1)> 🤖☕ مرحبا \u202Eevil\u202C "quoted" \\ back',
      };
      const card = await createCheckIn(client, hostile);
      expect(card).toMatchObject(hostile);
      const shared = await client.get(`/api/shared-check-in/${card.id}`);
      expect(shared.headers.get('content-type')).toMatch(/^application\/json/);
      expect(shared.body).toMatchObject(hostile);
      expect(await checkInRow(system.databaseUrl, card.id)).toMatchObject({
        coffee_name: hostile.coffeeName,
        roaster: hostile.roaster,
        location: hostile.location,
        notes: hostile.notes,
      });
    });

    it('refuses every invalid form with a 4xx and writes and stores nothing', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const photo = { bytes: await photoWithGps(64, 64), filename: 'p.jpg', type: 'image/jpeg' };
      const valid = {
        coffeeName: 'Valid Coffee',
        roaster: 'Valid Roaster',
        brewMethod: 'Espresso',
        rating: '4',
      };
      const without = (name: keyof typeof valid) =>
        Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name));
      const invalid: [string, Record<string, string>][] = [
        ['rating 0', { ...valid, rating: '0' }],
        ['rating 6', { ...valid, rating: '6' }],
        ['rating not a number', { ...valid, rating: 'five' }],
        ['rating not whole', { ...valid, rating: '4.5' }],
        ['rating missing', without('rating')],
        ['coffeeName missing', without('coffeeName')],
        ['coffeeName too short', { ...valid, coffeeName: 'a' }],
        ['coffeeName blank', { ...valid, coffeeName: '   ' }],
        ['coffeeName too long', { ...valid, coffeeName: 'x'.repeat(121) }],
        ['roaster missing', without('roaster')],
        ['brewMethod missing', without('brewMethod')],
        ['brewMethod unknown', { ...valid, brewMethod: 'Teleportation' }],
        ['roastLevel unknown', { ...valid, roastLevel: 'Burnt' }],
        ['coffeeType unknown', { ...valid, coffeeType: 'Instant' }],
        ['tastingNotes not JSON', { ...valid, tastingNotes: 'Fruity, Nutty' }],
        ['tastingNotes unknown', { ...valid, tastingNotes: '["Gasoline"]' }],
        ['tastingNotes repeated', { ...valid, tastingNotes: '["Nutty","Nutty"]' }],
        ['tastingNotes wrong type', { ...valid, tastingNotes: '{"a":1}' }],
        ['brewDetails not JSON', { ...valid, brewDetails: '{dose:18' }],
        ['brewDetails out of range', { ...valid, brewDetails: '{"pressure":99}' }],
        ['brewDetails wrong type', { ...valid, brewDetails: '{"dose":"lots"}' }],
        ['brewDetails unknown key', { ...valid, brewDetails: '{"caffeine":9000}' }],
        ['notes too long', { ...valid, notes: 'n'.repeat(2001) }],
        ['NUL in a field', { ...valid, coffeeName: 'Nul\u0000Coffee' }],
        ['unknown field', { ...valid, isAdmin: 'true' }],
        ['userId smuggled', { ...valid, userId: '1' }],
        ['latitude out of range', { ...valid, latitude: '200', longitude: '2' }],
        ['longitude missing', { ...valid, latitude: '48' }],
        ['latitude not a number', { ...valid, latitude: 'north', longitude: '2' }],
      ];
      const before = await checkinsCounts(system.databaseUrl);
      const photosBefore = storedPhotos();
      for (const [label, fields] of invalid) {
        const response = await postCheckInForm(client, rawCheckInForm(fields, photo));
        expect({ label, status: response.status }).toEqual({ label, status: 400 });
        expectProblem(response, 400);
      }
      // Not multipart at all.
      expectProblem(await client.post('/api/check-ins', { ...valid, rating: 4 }), 415);
      // A second file, or a file in another field.
      const twoFiles = rawCheckInForm(valid, photo);
      twoFiles.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: 'image/jpeg' }), 'q.jpg');
      expectClientError(await postCheckInForm(client, twoFiles));
      expectClientError(await postCheckInForm(client, rawCheckInForm(valid, { ...photo, field: 'image' })));
      // A broken multipart body.
      expectClientError(
        await client.request('POST', '/api/check-ins', {
          body: '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nnot closed',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        }),
      );
      expect(await checkinsCounts(system.databaseUrl)).toEqual(before);
      expect(storedPhotos()).toEqual(photosBefore);
      // The same client can still post (no half-written state).
      expect((await postCheckInForm(client, rawCheckInForm(valid, photo))).status).toBe(201);
    });

    it('refuses a text file named .jpg, an SVG and a GIF with 415, storing nothing', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const before = await checkinsCounts(system.databaseUrl);
      const photosBefore = storedPhotos();
      const text = Buffer.from('this is not a picture, just text in disguise\n'.repeat(20));
      const fake = await postCheckInForm(
        client,
        checkInForm(checkInBody(), { bytes: text, filename: 'photo.jpg' }),
      );
      expect(expectProblem(fake, 415).detail).toMatch(/JPEG, PNG or WebP/);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expectProblem(
        await postCheckInForm(
          client,
          checkInForm(checkInBody(), { bytes: svg, filename: 'x.svg', type: 'image/svg+xml' }),
        ),
        415,
      );
      const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
        .gif()
        .toBuffer();
      expectProblem(
        await postCheckInForm(
          client,
          checkInForm(checkInBody(), { bytes: gif, filename: 'x.jpg', type: 'image/jpeg' }),
        ),
        415,
      );
      const truncated = (await photoWithGps(400, 400)).subarray(0, 400);
      expectProblem(await postCheckInForm(client, checkInForm(checkInBody(), { bytes: truncated })), 415);
      expect(await checkinsCounts(system.databaseUrl)).toEqual(before);
      expect(storedPhotos()).toEqual(photosBefore);
    });

    it('refuses an 11 MB photo with 413, storing nothing', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const before = await checkinsCounts(system.databaseUrl);
      const photosBefore = storedPhotos();
      const big = Buffer.concat([await photoWithGps(64, 64), Buffer.alloc(11 * 1024 * 1024, 1)]);
      const response = await postCheckInForm(
        client,
        checkInForm(checkInBody(), { bytes: big, filename: 'big.jpg' }),
      );
      expect(expectProblem(response, 413).detail).toMatch(/10\s?MB/);
      expect(await checkinsCounts(system.databaseUrl)).toEqual(before);
      expect(storedPhotos()).toEqual(photosBefore);
    });

    it('accepts PNG and WebP photos, sniffed from the bytes whatever their name says', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#08f' } })
        .png()
        .toBuffer();
      const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0f0' } })
        .webp()
        .toBuffer();
      const fromPng = await createCheckIn(
        client,
        {},
        { bytes: png, filename: 'pic.txt', type: 'text/plain' },
      );
      const fromWebp = await createCheckIn(
        client,
        {},
        { bytes: webp, filename: 'pic.webp', type: 'image/webp' },
      );
      for (const card of [fromPng, fromWebp]) {
        expect(card.photo).toMatch(/^\/media\/check-ins\/.+\.webp$/);
        expect(existsSync(mediaPath(card.photo as string))).toBe(true);
        expect(existsSync(mediaPath(card.photoThumbnail as string))).toBe(true);
      }
    });

    it('limits how fast one user posts check-ins (429 with Retry-After)', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const form = () =>
        rawCheckInForm({ coffeeName: 'Flood', roaster: 'Roaster', brewMethod: 'Drip', rating: '2' });
      let limited: ApiResponse | undefined;
      for (let index = 0; index < 150 && !limited; index += 1) {
        const response = await postCheckInForm(client, form());
        if (response.status === 429) limited = response;
        else expect(response.status).toBe(201);
      }
      if (!limited) throw new Error('never rate limited');
      expectProblem(limited, 429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another user is not affected.
      const other = await signedUpClient(system.baseUrl);
      expect((await postCheckInForm(other.client, form())).status).toBe(201);
    }, 120_000);
  });

  describe('access', () => {
    it('answers 401 to guests wherever login is required, and writes nothing', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const card = await createCheckIn(client);
      const before = await checkinsCounts(system.databaseUrl);
      const anonymous = guest();
      const id = card.id;
      const calls: [string, string, unknown?][] = [
        ['PATCH', `/api/check-ins/${id}`, { rating: 1 }],
        ['DELETE', `/api/check-ins/${id}`],
        ['POST', `/api/check-ins/${id}/like`],
        ['DELETE', `/api/check-ins/${id}/like`],
        ['POST', `/api/check-ins/${id}/save`],
        ['DELETE', `/api/check-ins/${id}/save`],
        ['GET', '/api/user/check-ins'],
        ['GET', '/api/user/saved'],
        ['POST', `/api/check-ins/${id}/comments`, { content: 'hi' }],
        ['DELETE', `/api/check-ins/${id}/comments/1`],
        ['POST', `/api/check-ins/${id}/report`, { reason: 'spam spam' }],
        ['GET', '/api/check-ins?feedType=feed&filter=recent'],
        ['GET', '/api/check-ins?feedType=discover&filter=friends'],
      ];
      for (const [method, path, json] of calls) {
        const response = await anonymous.request(method, path, json === undefined ? {} : { json });
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
        expectProblem(response, 401);
      }
      const post = await postCheckInForm(
        anonymous,
        checkInForm(checkInBody(), { bytes: await photoWithGps(32, 32) }),
      );
      expectProblem(post, 401);
      expect(await checkinsCounts(system.databaseUrl)).toEqual(before);
    });

    it('lets guests read Discover (recent, top, nearby) and shared pages', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const card = await createCheckIn(client, { coordinates: { latitude: 10.5, longitude: 20.5 } });
      await visibleToGuest(card.id);
      for (const filter of ['recent', 'top']) {
        const response = await guest().get(`/api/check-ins?feedType=discover&filter=${filter}&limit=50`);
        expect(response.status).toBe(200);
        expect(Array.isArray(response.body)).toBe(true);
      }
      const nearby = await guest().get('/api/check-ins?feedType=discover&filter=nearby&lat=10.5&lng=20.5');
      expect(nearby.status).toBe(200);
      const found = (nearby.body as CheckInCard[]).find((c) => c.id === card.id);
      expect(found).toMatchObject({ isLiked: false, isSaved: false, distanceKm: anyNumber });
    });
  });

  describe('editing and deleting', () => {
    it('lets only the owner edit; strangers get 403/404 and nothing changes; invalid edits are 400', async () => {
      const owner = await signedUpClient(system.baseUrl);
      const stranger = await signedUpClient(system.baseUrl);
      const card = await createCheckIn(owner.client, { notes: 'original', location: 'Home' });
      const rowBefore = await checkInRow(system.databaseUrl, card.id);

      const foreign = await stranger.client.patch(`/api/check-ins/${card.id}`, {
        rating: 1,
        notes: 'hacked',
      });
      expect([403, 404]).toContain(foreign.status);
      expectClientError(foreign);
      const foreignDelete = await stranger.client.delete(`/api/check-ins/${card.id}`);
      expect([403, 404]).toContain(foreignDelete.status);

      for (const body of [
        {},
        { rating: 0 },
        { rating: 6 },
        { rating: '5' },
        { coffeeName: 123 },
        { coffeeName: 'a' },
        { brewMethod: 'Teleportation' },
        { tastingNotes: 'Fruity' },
        { brewDetails: { pressure: 99 } },
        { userId: stranger.self.id },
        { likesCount: 1000 },
        { photo: '/media/elsewhere.webp' },
        { notes: 'n\u0000' },
      ]) {
        const response = await owner.client.patch(`/api/check-ins/${card.id}`, body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
      }
      expectClientError(
        await owner.client.request('PATCH', `/api/check-ins/${card.id}`, {
          body: '{"rating": ',
          headers: { 'content-type': 'application/json' },
        }),
      );
      expect(await checkInRow(system.databaseUrl, card.id)).toEqual(rowBefore);

      const edited = await owner.client.patch(`/api/check-ins/${card.id}`, {
        rating: 5,
        notes: null,
        location: '',
        tastingNotes: ['Caramel'],
        brewDetails: { dose: 20, water: 40 },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id: card.id,
        coffeeName: card.coffeeName,
        rating: 5,
        notes: null,
        location: null,
        tastingNotes: ['Caramel'],
        brewDetails: { dose: 20, water: 40 },
      });
      expect(((await owner.client.get(`/api/shared-check-in/${card.id}`)).body as CheckInCard).rating).toBe(
        5,
      );
    });

    it('validates ids: garbage is 400, an unknown id is 404', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%20']) {
        expectProblem(await client.patch(`/api/check-ins/${id}`, { rating: 3 }), 400);
        expectProblem(await client.delete(`/api/check-ins/${id}`), 400);
        expectProblem(await client.post(`/api/check-ins/${id}/like`), 400);
        expectProblem(await client.post(`/api/check-ins/${id}/save`), 400);
        expectProblem(await guest().get(`/api/shared-check-in/${id}`), 400);
      }
      const missing = 2 ** 31 - 1;
      expectProblem(await client.patch(`/api/check-ins/${missing}`, { rating: 3 }), 404);
      expectProblem(await client.delete(`/api/check-ins/${missing}`), 404);
      expectProblem(await client.post(`/api/check-ins/${missing}/like`), 404);
      expectProblem(await client.post(`/api/check-ins/${missing}/save`), 404);
      expectProblem(await guest().get(`/api/shared-check-in/${missing}`), 404);
    });

    it('deletes a check-in for its owner: its photo files go, its shared page answers 404', async () => {
      const owner = await signedUpClient(system.baseUrl);
      const fan = await signedUpClient(system.baseUrl);
      const card = await createCheckIn(owner.client, {}, { bytes: await photoWithGps(300, 200) });
      await visibleToGuest(card.id);
      expect((await fan.client.post(`/api/check-ins/${card.id}/like`)).status).toBe(200);
      expect((await fan.client.post(`/api/check-ins/${card.id}/save`)).status).toBe(200);

      const response = await owner.client.delete(`/api/check-ins/${card.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect(await checkInRow(system.databaseUrl, card.id)).toBeNull();
      expectProblem(await guest().get(`/api/shared-check-in/${card.id}`), 404);
      expectProblem(await owner.client.get(`/api/shared-check-in/${card.id}`), 404);
      expectProblem(await owner.client.delete(`/api/check-ins/${card.id}`), 404);
      expectProblem(await owner.client.patch(`/api/check-ins/${card.id}`, { rating: 2 }), 404);
      expect(
        ((await fan.client.get('/api/user/saved')).body as CheckInCard[]).map((c) => c.id),
      ).not.toContain(card.id);
      expect(
        ((await owner.client.get('/api/user/check-ins')).body as CheckInCard[]).map((c) => c.id),
      ).not.toContain(card.id);
      // The service removes the files after the commit.
      await eventually(() => {
        expect(existsSync(mediaPath(card.photo as string))).toBe(false);
        expect(existsSync(mediaPath(card.photoThumbnail as string))).toBe(false);
      });
    });
  });

  describe('changing the photo', () => {
    const photoForm = (bytes: Buffer, filename = 'new.jpg', type = 'image/jpeg', field = 'photo') =>
      rawCheckInForm({}, { bytes, filename, type, field });
    const putPhoto = (client: ApiClient, id: number, form: FormData) =>
      client.request('PUT', `/api/check-ins/${id}/photo`, { body: form });

    it('replaces the photo (re-encoded WebP without GPS) and removes it, deleting the old files', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const card = await createCheckIn(client, {}, { bytes: await photoWithGps(300, 200) });

      const replaced = await putPhoto(client, card.id, photoForm(await photoWithGps(2400, 1600)));
      expect(replaced.status).toBe(200);
      const withNew = replaced.body as CheckInCard;
      expect(withNew).toMatchObject({ id: card.id, coffeeName: card.coffeeName, rating: card.rating });
      expect(withNew.photo).toMatch(/^\/media\/check-ins\/[A-Za-z0-9_-]+\.webp$/);
      expect(withNew.photo).not.toBe(card.photo);
      const stored = await sharp(mediaPath(withNew.photo as string)).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 2048, height: 1365 });
      expect(stored.exif).toBeUndefined();
      await eventually(() => {
        expect(existsSync(mediaPath(card.photo as string))).toBe(false);
        expect(existsSync(mediaPath(card.photoThumbnail as string))).toBe(false);
      });

      const removed = await client.delete(`/api/check-ins/${card.id}/photo`);
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ id: card.id, photo: null, photoThumbnail: null });
      expect((await client.get(`/api/shared-check-in/${card.id}`)).body).toMatchObject({ photo: null });
      await eventually(() => expect(existsSync(mediaPath(withNew.photo as string))).toBe(false));
      // Removing a photo that is not there changes nothing.
      expect((await client.delete(`/api/check-ins/${card.id}/photo`)).status).toBe(200);
    });

    it('adds a photo to a check-in that had none', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const card = await createCheckIn(client);
      const response = await putPhoto(
        client,
        card.id,
        photoForm(await photoWithGps(200, 200), 'p.png', 'image/png'),
      );
      expect(response.status).toBe(200);
      expect((response.body as CheckInCard).photoThumbnail).toMatch(/-thumb\.webp$/);
    });

    it('refuses strangers, guests, bad files and bad ids, storing nothing and keeping the photo', async () => {
      const owner = await signedUpClient(system.baseUrl);
      const stranger = await signedUpClient(system.baseUrl);
      const card = await createCheckIn(owner.client, {}, { bytes: await photoWithGps(300, 200) });
      const jpeg = await photoWithGps(200, 200);
      const photosBefore = storedPhotos();

      expectProblem(await putPhoto(stranger.client, card.id, photoForm(jpeg)), 404);
      expectProblem(await stranger.client.delete(`/api/check-ins/${card.id}/photo`), 404);
      expectProblem(await putPhoto(guest(), card.id, photoForm(jpeg)), 401);
      expectProblem(await guest().delete(`/api/check-ins/${card.id}/photo`), 401);
      const text = Buffer.from('not a picture at all\n'.repeat(20));
      expect(expectProblem(await putPhoto(owner.client, card.id, photoForm(text)), 415).detail).toMatch(
        /JPEG, PNG or WebP/,
      );
      const big = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024, 1)]);
      expect(expectProblem(await putPhoto(owner.client, card.id, photoForm(big)), 413).detail).toMatch(
        /10\s?MB/,
      );
      expectProblem(
        await putPhoto(owner.client, card.id, photoForm(jpeg, 'a.jpg', 'image/jpeg', 'avatar')),
        400,
      );
      expectProblem(
        await owner.client.request('PUT', `/api/check-ins/${card.id}/photo`, { json: { photo: 'x' } }),
        415,
      );
      expectProblem(await putPhoto(owner.client, 2 ** 31 - 1, photoForm(jpeg)), 404);
      expectClientError(await putPhoto(owner.client, Number.NaN, photoForm(jpeg)));
      expectClientError(await owner.client.delete('/api/check-ins/abc/photo'));

      expect(storedPhotos()).toEqual(photosBefore);
      expect((await owner.client.get(`/api/shared-check-in/${card.id}`)).body).toMatchObject({
        photo: card.photo,
      });
    });
  });

  describe('likes and saves', () => {
    it('likes and saves idempotently and reports the state', async () => {
      const owner = await signedUpClient(system.baseUrl);
      const fan = await signedUpClient(system.baseUrl);
      const card = await createCheckIn(owner.client);
      await visibleToGuest(card.id);
      const url = `/api/check-ins/${card.id}`;

      expect((await fan.client.post(`${url}/like`)).body).toEqual({ isLiked: true, likesCount: 1 });
      expect((await fan.client.post(`${url}/like`)).body).toEqual({ isLiked: true, likesCount: 1 });
      expect((await owner.client.post(`${url}/like`)).body).toEqual({ isLiked: true, likesCount: 2 });
      expect((await fan.client.get(`/api/shared-check-in/${card.id}`)).body).toMatchObject({
        likesCount: 2,
        isLiked: true,
      });
      expect((await fan.client.delete(`${url}/like`)).body).toEqual({ isLiked: false, likesCount: 1 });
      expect((await fan.client.delete(`${url}/like`)).body).toEqual({ isLiked: false, likesCount: 1 });

      expect((await fan.client.post(`${url}/save`)).body).toEqual({ isSaved: true });
      expect((await fan.client.post(`${url}/save`)).body).toEqual({ isSaved: true });
      const saved = await fan.client.get('/api/user/saved');
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual([
        expect.objectContaining({ id: card.id, isSaved: true, isLiked: false, likesCount: 1 }),
      ]);
      expect((await fan.client.delete(`${url}/save`)).body).toEqual({ isSaved: false });
      expect((await fan.client.get('/api/user/saved')).body).toEqual([]);
      const counts = await checkinsCounts(system.databaseUrl);
      expect(counts.likes).toBeGreaterThanOrEqual(1);
    });

    it('counts exactly 50 likes when 50 users like one check-in at once', async () => {
      const owner = await signedUpClient(system.baseUrl);
      const card = await createCheckIn(owner.client);
      const fans = [];
      for (let index = 0; index < 50; index += 1) fans.push(await signedUpClient(system.baseUrl));
      await visibleToGuest(card.id);
      const responses = await Promise.all(
        fans.map((fan) => fan.client.post(`/api/check-ins/${card.id}/like`)),
      );
      expect(responses.map((response) => response.status)).toEqual(new Array(50).fill(200));
      // A second burst of the same likes changes nothing.
      await Promise.all(fans.slice(0, 10).map((fan) => fan.client.post(`/api/check-ins/${card.id}/like`)));
      expect((await guest().get(`/api/shared-check-in/${card.id}`)).body).toMatchObject({ likesCount: 50 });
      expect(await checkInRow(system.databaseUrl, card.id)).toMatchObject({ likes_count: 50 });
    }, 120_000);
  });

  describe('feeds and paging', () => {
    it('walks the own list, Discover and top through Link headers without gaps or repeats', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const created: CheckInCard[] = [];
      for (let index = 0; index < 23; index += 1) {
        created.push(await createCheckIn(client, { rating: (index % 5) + 1 }));
      }
      const ids = created.map((card) => card.id).sort((a, b) => b - a);

      const own = await walkPages<CheckInCard>(client, '/api/user/check-ins?limit=5');
      expect(own.pages.map((page) => page.length)).toEqual([5, 5, 5, 5, 3]);
      expect(own.pages.flat().map((card) => card.id)).toEqual(ids);
      const link = own.responses[0]?.headers.get('link') ?? '';
      expect(link).toMatch(/^<\/api\/user\/check-ins\?[^>]*limit=5[^>]*&cursor=[A-Za-z0-9_-]+>; rel="next"$/);
      expect(nextLinkOf(own.responses.at(-1)!)).toBeUndefined();

      const seenAll = (wanted: number[]) => (cards: CheckInCard[]) =>
        wanted.every((id) => cards.some((card) => card.id === id));
      const discover = await walkPages<CheckInCard>(
        client,
        '/api/check-ins?feedType=discover&filter=recent&limit=7',
        { until: seenAll(ids) },
      );
      const seen = discover.pages.flat().map((card) => card.id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual([...seen].sort((a, b) => b - a));
      expect(seen).toEqual(expect.arrayContaining(ids));
      const discoverLink = nextLinkOf(discover.responses[0]!) ?? '';
      const params = new URL(discoverLink, system.baseUrl).searchParams;
      expect([params.get('feedType'), params.get('filter'), params.get('limit')]).toEqual([
        'discover',
        'recent',
        '7',
      ]);

      // The best rated of them: they come before every lower-rated check-in of the whole system.
      const topRated = created.filter((card) => card.rating === 5).map((card) => card.id);
      const top = await walkPages<CheckInCard>(
        client,
        '/api/check-ins?feedType=discover&filter=top&limit=4',
        {
          until: seenAll(topRated),
        },
      );
      const topCards = top.pages.flat();
      expect(new Set(topCards.map((card) => card.id)).size).toBe(topCards.length);
      expect(topCards.map((card) => card.id)).toEqual(expect.arrayContaining(topRated));
      for (let index = 1; index < topCards.length; index += 1) {
        const [previous, current] = [topCards[index - 1]!, topCards[index]!];
        const inOrder =
          previous.rating > current.rating ||
          (previous.rating === current.rating &&
            (previous.likesCount > current.likesCount ||
              (previous.likesCount === current.likesCount && previous.id > current.id)));
        expect(inOrder).toBe(true);
      }

      const home = await walkPages<CheckInCard>(
        client,
        '/api/check-ins?feedType=feed&filter=recent&limit=10',
      );
      expect(home.pages.flat().map((card) => card.id)).toEqual(ids);
    }, 120_000);

    it('pages the saved list through Link headers', async () => {
      const owner = await signedUpClient(system.baseUrl);
      const fan = await signedUpClient(system.baseUrl);
      const cards: CheckInCard[] = [];
      for (let index = 0; index < 5; index += 1) cards.push(await createCheckIn(owner.client));
      await visibleToGuest(cards[0]!.id);
      for (const card of cards)
        expect((await fan.client.post(`/api/check-ins/${card.id}/save`)).status).toBe(200);
      const saved = await walkPages<CheckInCard>(fan.client, '/api/user/saved?limit=2');
      expect(saved.pages.map((page) => page.length)).toEqual([2, 2, 1]);
      // Most recently saved first.
      expect(saved.pages.flat().map((card) => card.id)).toEqual(cards.map((card) => card.id).reverse());
    });

    it('finds nearby check-ins nearest first and needs lat/lng for it', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const near = await createCheckIn(client, { coordinates: { latitude: -33.86, longitude: 151.21 } });
      const further = await createCheckIn(client, { coordinates: { latitude: -33.95, longitude: 151.3 } });
      const far = await createCheckIn(client, { coordinates: { latitude: -37.81, longitude: 144.96 } });
      const response = await client.get(
        '/api/check-ins?feedType=discover&filter=nearby&lat=-33.86&lng=151.21&limit=50',
      );
      expect(response.status).toBe(200);
      const cards = response.body as CheckInCard[];
      const ids = cards.map((card) => card.id);
      expect(ids.indexOf(near.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(further.id));
      expect(ids).not.toContain(far.id);
      const distances = cards.map((card) => card.distanceKm ?? -1);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(50);

      const missing = expectProblem(await client.get('/api/check-ins?feedType=discover&filter=nearby'), 400);
      expect(JSON.stringify(missing)).toMatch(/lat/);
      expectProblem(await client.get('/api/check-ins?feedType=discover&filter=nearby&lat=10'), 400);
    });

    it('answers bad feed and paging parameters with 400', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      await createCheckIn(client);
      const forged = Buffer.from(JSON.stringify({ id: 'x; DROP TABLE' })).toString('base64url');
      const otherFilter = nextLinkOf(
        await (async () => {
          for (let index = 0; index < 2; index += 1) await createCheckIn(client);
          return client.get('/api/check-ins?feedType=discover&filter=top&limit=1');
        })(),
      );
      const topCursor = otherFilter ? new URL(otherFilter, system.baseUrl).searchParams.get('cursor') : null;
      const queries = [
        'feedType=everything',
        'filter=trending',
        'filter=',
        'limit=0',
        'limit=10000',
        'limit=-5',
        'limit=abc',
        'limit=2.5',
        `cursor=${forged}`,
        'cursor=!!!',
        'cursor=' + 'A'.repeat(600),
        'cursor=eyJpZCI6',
        'filter=nearby',
        'filter=nearby&lat=999&lng=0',
        'filter=nearby&lat=abc&lng=0',
        ...(topCursor ? [`filter=recent&cursor=${topCursor}`] : []),
      ];
      for (const query of queries) {
        const response = await client.get(`/api/check-ins?${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expectProblem(response, 400);
      }
      for (const path of ['/api/user/check-ins', '/api/user/saved']) {
        for (const query of ['limit=0', 'limit=10000', `cursor=${forged}`, 'cursor=%2F%2F']) {
          const response = await client.get(`${path}?${query}`);
          expect({ path, query, status: response.status }).toEqual({ path, query, status: 400 });
        }
      }
    });
  });

  describe('shared page', () => {
    it('shows a public check-in to guests and answers 404 once deleted', async () => {
      const { client } = await signedUpClient(system.baseUrl);
      const card = await createCheckIn(client, { notes: 'share me' });
      const shared = await visibleToGuest(card.id);
      expect(shared).toMatchObject({ id: card.id, notes: 'share me', isLiked: false, isSaved: false });
      expect((await client.delete(`/api/check-ins/${card.id}`)).status).toBe(204);
      const gone = expectProblem(await guest().get(`/api/shared-check-in/${card.id}`), 404);
      expect(gone.detail).toBe('Coffee not found');
    });
  });
});
