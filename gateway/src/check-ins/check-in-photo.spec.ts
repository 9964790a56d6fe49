import sharp from 'sharp';
import { TOO_MANY_PIXELS } from '../media/image-type';
import { encodeCheckInPhoto, NOT_A_PHOTO } from './check-in-photo';

async function jpegWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 0/1',
      },
    })
    .toBuffer();
}

// sharp on a busy 2-core machine can take a few seconds for a 3000px photo.
jest.setTimeout(30_000);

describe('encodeCheckInPhoto', () => {
  it('bounds the photo to 2048px and a 640px thumbnail, WebP, upright, without any metadata', async () => {
    const input = await jpegWithGps(3000, 1500, 6);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const { full, thumbnail } = await encodeCheckInPhoto(input);
    const fullMeta = await sharp(full).metadata();
    const thumbMeta = await sharp(thumbnail).metadata();
    expect(fullMeta.format).toBe('webp');
    expect(thumbMeta.format).toBe('webp');
    // Orientation 6 turns the landscape picture upright (portrait).
    expect([fullMeta.width, fullMeta.height]).toEqual([1024, 2048]);
    expect([thumbMeta.width, thumbMeta.height]).toEqual([320, 640]);
    for (const [bytes, meta] of [
      [full, fullMeta],
      [thumbnail, thumbMeta],
    ] as const) {
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('does not enlarge small photos and accepts PNG and WebP', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 50, height: 20, channels: 3, background: '#0f0' } })
      .webp()
      .toBuffer();
    const fromPng = await encodeCheckInPhoto(png);
    expect([
      (await sharp(fromPng.full).metadata()).width,
      (await sharp(fromPng.thumbnail).metadata()).width,
    ]).toEqual([40, 40]);
    expect((await sharp((await encodeCheckInPhoto(webp)).full).metadata()).width).toBe(50);
  });

  it('refuses text, SVG and GIF with 415, whatever they claim to be', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    for (const bytes of [Buffer.from('just some text pretending to be a jpg'), svg, gif, Buffer.alloc(0)]) {
      await expect(encodeCheckInPhoto(bytes)).rejects.toMatchObject({
        problem: { status: 415, detail: NOT_A_PHOTO },
      });
    }
  });

  it('refuses more than 25 megapixels with 413 from the header alone', async () => {
    const huge = await sharp({ create: { width: 5100, height: 5000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(encodeCheckInPhoto(huge)).rejects.toMatchObject({
      problem: { status: 413, detail: TOO_MANY_PIXELS },
    });
  });

  it('refuses a truncated photo with 415', async () => {
    const input = await jpegWithGps(200, 200);
    await expect(encodeCheckInPhoto(input.subarray(0, 300))).rejects.toMatchObject({
      problem: { status: 415 },
    });
  });
});
