import type { GreyImage } from './grey-image';
import { paperOnlyCells, upsampleAlongSteps } from './paper-background';

const image = (width: number, height: number, level: (x: number, y: number) => number): GreyImage => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = level(x, y);
  return { data, width, height };
};

describe('upsampleAlongSteps', () => {
  it('blends smoothly where the paper is smooth', () => {
    const cells = image(4, 4, (x) => 100 + x * 10);
    const out = upsampleAlongSteps(cells, image(64, 64, () => 0));
    expect(out.data[10 * 64 + 0]).toBe(100);
    expect(out.data[10 * 64 + 63]).toBe(130);
    expect(out.data[10 * 64 + 32]).toBeGreaterThan(110);
    expect(out.data[10 * 64 + 32]).toBeLessThan(120);
  });

  it('keeps a step in the paper sharp where the photo has it (a dark band on a light label)', () => {
    const cells = image(8, 8, (_, y) => (y < 4 ? 40 : 200));
    const guide = image(128, 128, (_, y) => (y < 64 ? 40 : 200));
    const out = upsampleAlongSteps(cells, guide);
    expect(Math.abs((out.data[62 * 128 + 60] as number) - 40)).toBeLessThan(6);
    expect(Math.abs((out.data[66 * 128 + 60] as number) - 200)).toBeLessThan(6);
  });
});

describe('paperOnlyCells', () => {
  it('measures paper without the ink that pulled the first estimate down', () => {
    // Paper at 200 with a heavy heading (ink 20) over much of the first row of cells, which
    // pulled the first estimate there down to 170.
    const grey = image(64, 64, (x, y) => (y < 16 && x < 48 && x % 8 < 4 ? 20 : 200));
    const firstCells = image(4, 4, (_, y) => (y === 0 ? 170 : 200));
    const firstPaper = image(64, 64, (_, y) => (y < 16 ? 170 : 200));
    const cells = paperOnlyCells(grey, firstPaper, firstCells);
    expect(cells.data[0]).toBe(200);
    expect(cells.data[15]).toBe(200);
  });
});
