import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { adminClient } from './support/admin';
import { createCheckIn, eventually, type CheckInCard } from './support/check-ins';
import { sql } from './support/database';
import { expectProblem } from './support/expectations';
import { ApiClient, type ApiResponse } from './support/http';
import { follow, setPrivacy, unfollow } from './support/social';
import { sharedSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

/**
 * ADR 0024: a check-in photo is served only while the viewer may see its check-in, never with a
 * cache header that would let anyone keep it past that.
 */
describe('check-in photo files', () => {
  const system = sharedSystem();

  const jpeg = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#6b4226' } })
      .jpeg()
      .toBuffer();

  async function photographed(
    client: ApiClient,
    notes?: string,
  ): Promise<{ card: CheckInCard; urls: string[] }> {
    const card = await createCheckIn(client, notes ? { notes } : {}, { bytes: await jpeg() });
    const urls = [card.photo, card.photoThumbnail].filter((url): url is string => Boolean(url));
    expect(urls).toHaveLength(2);
    return { card, urls };
  }

  const load = (client: ApiClient, url: string) => client.get(url);

  function expectServedPrivately(response: ApiResponse): void {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/\bprivate\b/);
    expect(cacheControl).not.toMatch(/immutable|public/);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(300);
  }

  it('serves a public check-in’s photo to anyone, privately cached, and stops once its owner goes private', async () => {
    const { client: owner } = await signedUpClient(system.baseUrl, newUser('owner'));
    const { client: reader } = await signedUpClient(system.baseUrl, newUser('reader'));
    const guest = new ApiClient(system.baseUrl);
    const { urls } = await photographed(owner);
    for (const url of urls) {
      for (const viewer of [owner, reader, guest]) expectServedPrivately(await load(viewer, url));
    }

    await setPrivacy(owner, { profileVisibility: 'private' });
    for (const url of urls) {
      await eventually(async () => expectProblem(await load(reader, url), 404));
      expectProblem(await load(guest, url), 404);
      expectServedPrivately(await load(owner, url));
    }
  });

  it('stops serving a friends-only owner’s photo to someone who is no longer a friend', async () => {
    const { client: owner, self: ownerSelf } = await signedUpClient(system.baseUrl, newUser('owner'));
    const { client: friend, self: friendSelf } = await signedUpClient(system.baseUrl, newUser('friend'));
    await setPrivacy(owner, { profileVisibility: 'friends' });
    await follow(owner, friendSelf.id);
    await follow(friend, ownerSelf.id);
    const { urls } = await photographed(owner);
    const [url] = urls as [string];
    await eventually(async () => expectServedPrivately(await load(friend, url)));
    expectProblem(await load(new ApiClient(system.baseUrl), url), 404);

    await unfollow(owner, friendSelf.id);
    await eventually(async () => expectProblem(await load(friend, url), 404));
  });

  it('serves a check-in a moderation rule hid to its author and administrators only', async () => {
    const admin = await adminClient(system);
    const created = await admin.post('/api/admin/moderation/rules', {
      name: 'No photos of adverts',
      description: 'Check-ins are not adverts',
      pattern: 'buy my beans',
      action: 'hide',
    });
    expect(created.status).toBe(201);
    const ruleId = (created.body as { id: number }).id;
    await eventually(async () =>
      expect(
        await sql(system.databaseUrl, `SELECT 1 FROM checkins.moderation_rules WHERE id = ${ruleId}`),
      ).toHaveLength(1),
    );

    const { client: seller } = await signedUpClient(system.baseUrl, newUser('seller'));
    const { client: reader } = await signedUpClient(system.baseUrl, newUser('reader'));
    const { card, urls } = await photographed(seller, 'Please buy my beans today');
    expect((await reader.get(`/api/shared-check-in/${card.id}`)).status).toBe(404);
    for (const url of urls) {
      expectProblem(await load(reader, url), 404);
      expectProblem(await load(new ApiClient(system.baseUrl), url), 404);
      expectServedPrivately(await load(seller, url));
      expectServedPrivately(await load(admin, url));
    }
  });

  it('deletes the files of a deleted check-in: its old URLs answer 404 to everyone', async () => {
    const { client: owner } = await signedUpClient(system.baseUrl, newUser('owner'));
    const { card, urls } = await photographed(owner);
    const files = urls.map((url) => join(system.mediaDir, url.replace(/^\/media\//, '')));
    expect(files.every((file) => existsSync(file))).toBe(true);

    expect((await owner.delete(`/api/check-ins/${card.id}`)).status).toBe(204);
    for (const url of urls) {
      expectProblem(await load(owner, url), 404);
      expectProblem(await load(new ApiClient(system.baseUrl), url), 404);
    }
    await eventually(() => expect(files.some((file) => existsSync(file))).toBe(false));
  });

  it.each([
    '/media/check-ins/..%2F..%2Fetc%2Fpasswd',
    '/media/check-ins/not-a-photo.png',
    '/media/check-ins/%2e%2e',
    '/media/check-ins/nope.webp',
    '/media//check-ins/nope.webp',
    '/media/%63heck-ins/nope.webp',
  ])(
    'refuses %s (404, or 403 for a path the static route will not walk) and serves no image',
    async (path) => {
      const response = await new ApiClient(system.baseUrl).get(path);
      expect([403, 404]).toContain(response.status);
      expect(response.headers.get('content-type')).not.toMatch(/^image\//);
    },
  );

  it('keeps serving avatars statically and immutably (public by design, a new URL on every change)', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const avatarUrl = (
      (await client.request('POST', '/api/user/avatar', { body: form })).body as { avatarUrl: string }
    ).avatarUrl;
    const image = await new ApiClient(system.baseUrl).get(avatarUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
