import sharp from 'sharp';
import { toAvatarWebp } from './avatar-image';

async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
    })
    .toBuffer();
}

describe('toAvatarWebp', () => {
  it('re-encodes as WebP of at most 512px, upright and without any metadata', async () => {
    const input = await jpegWithGps(1200, 800);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const output = await toAvatarWebp(input);
    const meta = await sharp(output).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(512);
    expect(meta.height).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(output.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('does not enlarge small pictures', async () => {
    const input = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    const meta = await sharp(await toAvatarWebp(input)).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it('refuses bytes that are not an accepted image whatever they claim to be', async () => {
    await expect(toAvatarWebp(Buffer.from('just some text pretending to be a jpg'))).rejects.toMatchObject({
      problem: { status: 415, detail: 'Please select an image file (JPEG, PNG, etc.)' },
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    await expect(toAvatarWebp(svg)).rejects.toMatchObject({ problem: { status: 415 } });
  });

  it('refuses a truncated image with 415', async () => {
    const input = await jpegWithGps(200, 200);
    await expect(toAvatarWebp(input.subarray(0, 300))).rejects.toMatchObject({ problem: { status: 415 } });
  });
});
