import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startS3Server, type TestS3Server } from '@crema/testing';
import { createCheckIn, eventually } from './support/check-ins';
import { expectProblem } from './support/expectations';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { signedUpClient } from './support/users';

/**
 * MEDIA_STORAGE=s3: the gateway, checkins and admin keep media in an S3-compatible bucket (here
 * s3rver), so no replica needs a shared volume. Avatars and check-in photos are stored there,
 * served from there under /media/, deleted there, and nothing lands in MEDIA_DIR.
 */
describe('media on S3-compatible storage', () => {
  let s3: TestS3Server;
  let system: RunningSystem;

  beforeAll(async () => {
    s3 = await startS3Server();
    system = await bootSystem(s3.env);
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await system?.stop();
    await s3?.stop();
  });

  const jpeg = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b4226' } })
      .jpeg()
      .toBuffer();
  const keyOf = (url: string) => url.replace(/^\/media\//, '');

  it('stores an avatar in the bucket and serves it from there, immutably', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'me.jpg');
    const response = await client.request('POST', '/api/user/avatar', { body: form });
    expect(response.status).toBe(200);
    const { avatarUrl } = response.body as { avatarUrl: string };

    expect(await s3.objectKeys()).toContain(keyOf(avatarUrl));
    expect(existsSync(join(system.mediaDir, 'avatars'))).toBe(false);
    const image = await fetch(new URL(avatarUrl, system.baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('keeps check-in photos in the bucket, serves them to viewers and deletes them with the check-in', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const card = await createCheckIn(client, {}, { bytes: await jpeg() });
    const urls = [card.photo, card.photoThumbnail].filter((url): url is string => Boolean(url));
    expect(urls).toHaveLength(2);
    expect(await s3.objectKeys()).toEqual(expect.arrayContaining(urls.map(keyOf)));
    for (const url of urls) {
      const photo = await client.get(url);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
    }

    expect((await client.request('DELETE', `/api/check-ins/${card.id}`)).status).toBe(204);
    await eventually(async () => {
      const keys = await s3.objectKeys();
      expect(urls.map(keyOf).filter((key) => keys.includes(key))).toEqual([]);
    });
  });

  it('answers 404 for a file the bucket does not hold, and for names no upload has', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    for (const path of [
      '/media/avatars/never-uploaded.webp',
      '/media/avatars/x.svg',
      '/media/..%2Fsecret.webp',
    ]) {
      expectProblem(await client.get(path), 404);
    }
  });

  it('answers 503 with Retry-After, not 500, while the bucket does not answer', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'me.jpg');
    const { avatarUrl } = (await client.request('POST', '/api/user/avatar', { body: form })).body as {
      avatarUrl: string;
    };
    await s3.stop();
    const response = await client.get(avatarUrl);
    expectProblem(response, 503);
    expect(response.headers.get('retry-after')).toBe('5');
  });
});
