import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expectClientError, expectNoSecrets, expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { sharedSystem } from './support/system';
import { deleteOwnAccount, signedUpClient } from './support/users';

function avatarForm(bytes: Buffer, filename: string, type: string, field = 'avatar'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** A photo as a phone would take it: EXIF with camera details and a GPS position. */
function photoWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 60, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 3000', Orientation: '1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4000/100',
      },
    })
    .toBuffer();
}

describe('avatar API', () => {
  const system = sharedSystem();

  const mediaPath = (url: string) => join(system.mediaDir, url.replace(/^\/media\//, ''));

  it('stores a re-encoded 512px WebP without EXIF/GPS, serves it immutably and replaces the previous one', async () => {
    const { client, self, user: person } = await signedUpClient(system.baseUrl);
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await client.request('POST', '/api/user/avatar', {
      body: avatarForm(photo, 'holiday.jpg', 'image/jpeg'),
    });
    expect(response.status).toBe(200);
    const user = response.body as { id: number; avatarUrl: string };
    expect(user.id).toBe(self.id);
    expect(user.avatarUrl).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]+\.webp$/);
    expectNoSecrets(response.body);
    expect((await client.get('/api/user')).body).toMatchObject({ avatarUrl: user.avatarUrl });

    const image = await fetch(new URL(user.avatarUrl, system.baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);

    const second = await client.request('POST', '/api/user/avatar', {
      body: avatarForm(
        await sharp({ create: { width: 64, height: 64, channels: 4, background: '#08f' } })
          .png()
          .toBuffer(),
        'a.png',
        'image/png',
      ),
    });
    expect(second.status).toBe(200);
    const replaced = (second.body as { avatarUrl: string }).avatarUrl;
    expect(replaced).not.toBe(user.avatarUrl);
    expect(existsSync(mediaPath(user.avatarUrl))).toBe(false);
    expect((await fetch(new URL(user.avatarUrl, system.baseUrl))).status).toBe(404);
    expect(existsSync(mediaPath(replaced))).toBe(true);

    // Deleting the account removes the stored picture too.
    expect((await deleteOwnAccount(client, person.password)).status).toBe(204);
    expect(existsSync(mediaPath(replaced))).toBe(false);
  });

  it('accepts GIF and WebP, sniffed from the bytes whatever the name says', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const response = await client.request('POST', '/api/user/avatar', {
      body: avatarForm(gif, 'picture.txt', 'text/plain'),
    });
    expect(response.status).toBe(200);
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } })
      .webp()
      .toBuffer();
    expect(
      (await client.request('POST', '/api/user/avatar', { body: avatarForm(webp, 'p.webp', 'image/webp') }))
        .status,
    ).toBe(200);
  });

  it('refuses a text file named .jpg with 415 and keeps the avatar', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const text = Buffer.from('this is not a picture, just text in disguise\n'.repeat(20));
    const response = await client.request('POST', '/api/user/avatar', {
      body: avatarForm(text, 'photo.jpg', 'image/jpeg'),
    });
    expect(expectProblem(response, 415).detail).toBe('Please select an image file (JPEG, PNG, etc.)');
    expect((await client.get('/api/user')).body).toMatchObject({ avatarUrl: null });
  });

  it('refuses SVG (scriptable) with 415', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectProblem(
      await client.request('POST', '/api/user/avatar', { body: avatarForm(svg, 'x.svg', 'image/svg+xml') }),
      415,
    );
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const big = Buffer.concat([await photoWithGps(64, 64), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const response = await client.request('POST', '/api/user/avatar', {
      body: avatarForm(big, 'big.jpg', 'image/jpeg'),
    });
    expect(expectProblem(response, 413).detail).toBe('Profile picture must be less than 5MB');
    expect((await client.get('/api/user')).body).toMatchObject({ avatarUrl: null });
  });

  it('answers 400 when the avatar field is missing and 415 when the body is not multipart', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const photo = await photoWithGps(32, 32);
    expectProblem(
      await client.request('POST', '/api/user/avatar', {
        body: avatarForm(photo, 'p.jpg', 'image/jpeg', 'picture'),
      }),
      400,
    );
    expectProblem(await client.post('/api/user/avatar', { avatar: 'data:image/png;base64,AAAA' }), 415);
  });

  it('answers malformed or empty uploads with 4xx, never 5xx', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const garbage = await client.request('POST', '/api/user/avatar', {
      body: '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\n\r\nnot closed',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expectClientError(garbage);
    const noBoundary = await client.request('POST', '/api/user/avatar', {
      body: 'whatever',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expectClientError(noBoundary);
    const empty = await client.request('POST', '/api/user/avatar', {
      body: avatarForm(Buffer.alloc(0), 'e.jpg', 'image/jpeg'),
    });
    expectProblem(empty, 415);
    expect((await client.get('/api/user')).body).toMatchObject({ avatarUrl: null });
  });

  it('answers 401 without a session', async () => {
    const photo = await photoWithGps(32, 32);
    const response = await new ApiClient(system.baseUrl).request('POST', '/api/user/avatar', {
      body: avatarForm(photo, 'p.jpg', 'image/jpeg'),
    });
    expectProblem(response, 401);
  });
});
