import type { GreyImage } from './grey-image';
import { inkOnWhite } from './ink-contrast';

/** A 40x20 image: paper level `paper`, a 4x8 stroke of level `ink` at (x, 6). */
function page(paper: number, ink: number, strokes: number[]): GreyImage {
  const width = 40;
  const height = 20;
  const data = new Uint8Array(width * height).fill(paper);
  for (const x of strokes) for (let y = 6; y < 14; y++) for (let dx = 0; dx < 4; dx++) data[y * width + x + dx] = ink;
  return { data, width, height };
}

describe('inkOnWhite', () => {
  it('gives black ink on white for dark text on light paper', () => {
    const grey = page(200, 60, [5, 20]);
    const { image, lightOnDark } = inkOnWhite(grey, page(200, 200, []));
    expect(lightOnDark).toBe(false);
    expect(image.data[8 * 40 + 6]).toBe(0);
    expect(image.data[2 * 40 + 2]).toBe(255);
  });

  it('gives the same for light text on dark paper, and says so', () => {
    const grey = page(40, 220, [5, 20]);
    const { image, lightOnDark } = inkOnWhite(grey, page(40, 40, []));
    expect(lightOnDark).toBe(true);
    expect(image.data[8 * 40 + 6]).toBe(0);
    expect(image.data[2 * 40 + 2]).toBe(255);
  });
});
