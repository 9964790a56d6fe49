import sharp from 'sharp';
import { preprocessLabel, turnQuarter } from './preprocess-label';

/** A label photo: lines of text in DejaVu Sans, turned by `degrees`, in the given colours. */
async function photo(degrees: number, paper = '#efe6d6', ink = '#2b2118', fontSize = 24): Promise<Buffer> {
  const lines = ['Northbound Coffee Roasters', 'Origin: Yirgacheffe, Ethiopia', 'Process: Washed, light roast', 'Net wt 340 g / 12 oz', 'Roasted on 2026-10-02'];
  const text = lines
    .map((line, i) => `<text x="40" y="${70 + i * fontSize * 1.8}" font-family="DejaVu Sans" font-size="${fontSize}" fill="${ink}">${line}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="400"><rect width="100%" height="100%" fill="${paper}"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).rotate(degrees, { background: paper }).jpeg({ quality: 85 }).toBuffer();
}

describe('preprocessLabel', () => {
  it('finds the text size, scales body text to the target x-height and levels the lines', async () => {
    const result = await preprocessLabel(await photo(4), { targetXHeight: 20, maxSide: 2000 });
    expect(result.xHeight).toBeGreaterThanOrEqual(11);
    expect(result.xHeight).toBeLessThanOrEqual(16);
    expect(result.scale).toBeCloseTo(20 / (result.xHeight ?? 0), 5);
    expect(result.skewDegrees).toBeGreaterThan(3);
    expect(result.skewDegrees).toBeLessThan(5);
    expect(result.lightOnDark).toBe(false);
    expect(result.sideways).toBe(false);
    const meta = await sharp(result.image).metadata();
    expect([meta.format, meta.channels, meta.width, meta.height]).toEqual(['png', 1, result.width, result.height]);
  });

  it('notices light text on a dark label', async () => {
    const result = await preprocessLabel(await photo(-2, '#1d2a44', '#f5f5f5'));
    expect(result.lightOnDark).toBe(true);
    expect(result.skewDegrees).toBeLessThan(-1);
  });

  it('notices a photo taken sideways', async () => {
    const result = await preprocessLabel(await sharp(await photo(0)).rotate(90).toBuffer());
    expect(result.sideways).toBe(true);
  });
});

describe('turnQuarter', () => {
  it('turns the image by quarter turns', async () => {
    const image = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const turned = await sharp(await turnQuarter(image, 1)).metadata();
    expect([turned.width, turned.height]).toEqual([10, 30]);
  });
});
